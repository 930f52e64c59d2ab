import type { Queryable } from '../db/index.js';
import { maxSvgBytes, sanitizeSvg } from '../images/svgSanitizer.js';

/** An image as stored and served: its bytes and the content type read from them (never from the sender). */
export interface StoredImage {
  contentType: string;
  body: Buffer;
}

/** How long an import waits for one listing's image. */
const imageFetchTimeoutMs = 10_000;

const rasterTypes: [string, (bytes: Buffer) => boolean][] = [
  [
    'image/png',
    (b) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])),
  ],
  ['image/jpeg', (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff],
  ['image/webp', (b) => b.toString('latin1', 0, 4) === 'RIFF' && b.toString('latin1', 8, 12) === 'WEBP'],
  ['image/gif', (b) => /^GIF8[79]a$/.test(b.toString('latin1', 0, 6))],
];

/**
 * The image Portico serves for `bytes`, or undefined: PNG, JPEG, WebP and GIF recognised by their signature;
 * anything else must be an SVG, which is sanitised (scripts, handlers and external references never pass).
 */
function toStoredImage(bytes: Buffer): StoredImage | undefined {
  if (bytes.length === 0 || bytes.length > maxSvgBytes) return undefined;
  const raster = rasterTypes.find(([, matches]) => matches(bytes));
  if (raster) return { contentType: raster[0], body: bytes };
  const svg = sanitizeSvg(bytes.toString('utf8'));
  return svg === undefined ? undefined : { contentType: 'image/svg+xml', body: Buffer.from(svg) };
}

/** Fetches a listing's image once: undefined when it fails, is too large or is no image Portico serves. */
export async function fetchListingImage(
  url: string,
  fetchImpl: typeof fetch = fetch,
): Promise<StoredImage | undefined> {
  try {
    const response = await fetchImpl(url, {
      redirect: 'follow',
      headers: { accept: 'image/*' },
      signal: AbortSignal.timeout(imageFetchTimeoutMs),
    });
    if (!response.ok || !response.body) return undefined;
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of response.body) {
      size += chunk.byteLength;
      // Read no further than the largest image served, whatever the sender declared.
      if (size > maxSvgBytes) return undefined;
      chunks.push(Buffer.from(chunk));
    }
    return toStoredImage(Buffer.concat(chunks));
  } catch {
    return undefined;
  }
}

export async function saveWalletImage(db: Queryable, imageId: string, url: string, image: StoredImage) {
  await db.query(
    `INSERT INTO wallet_images (image_id, content_type, body, source_url) VALUES ($1, $2, $3, $4)
       ON CONFLICT (image_id) DO UPDATE SET content_type = excluded.content_type, body = excluded.body,
         source_url = excluded.source_url, fetched_at = now()`,
    [imageId, image.contentType, image.body, url],
  );
}

/** The source URL each stored image was fetched from, by image id. */
export async function storedImageSources(db: Queryable): Promise<Map<string, string>> {
  const { rows } = await db.query<{ image_id: string; source_url: string }>(
    'SELECT image_id, source_url FROM wallet_images',
  );
  return new Map(rows.map((row) => [row.image_id, row.source_url]));
}

export async function loadWalletImage(db: Queryable, imageId: string): Promise<StoredImage | undefined> {
  const { rows } = await db.query<{ content_type: string; body: Uint8Array }>(
    'SELECT content_type, body FROM wallet_images WHERE image_id = $1',
    [imageId],
  );
  const row = rows[0];
  return row ? { contentType: row.content_type, body: Buffer.from(row.body) } : undefined;
}
