import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { BuiltChunk } from './buildApp.js';

export interface Size {
  raw: number;
  gzip: number;
  brotli: number;
}

/** Bytes as served precompressed: gzip level 9, brotli quality 11. */
export function sizeOf(code: string): Size {
  const bytes = Buffer.from(code);
  return {
    raw: bytes.length,
    gzip: gzipSync(bytes, { level: 9 }).length,
    brotli: brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length,
  };
}

export function sumSizes(sizes: Size[]): Size {
  return sizes.reduce(
    (sum, size) => ({
      raw: sum.raw + size.raw,
      gzip: sum.gzip + size.gzip,
      brotli: sum.brotli + size.brotli,
    }),
    { raw: 0, gzip: 0, brotli: 0 },
  );
}

export interface ChunkGraph {
  /** The entry and every chunk it imports statically, transitively: what loads before the app runs. */
  initial: BuiltChunk[];
  /** Chunks loaded only by a dynamic `import()` (the modal's on-demand views, among others). */
  lazy: BuiltChunk[];
}

export function chunkGraph(chunks: BuiltChunk[]): ChunkGraph {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const initial = new Set<string>();
  const visit = (name: string) => {
    if (initial.has(name)) return;
    initial.add(name);
    for (const imported of byName.get(name)?.imports ?? []) visit(imported);
  };
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName);
  return {
    initial: chunks.filter((chunk) => initial.has(chunk.fileName)),
    lazy: chunks.filter((chunk) => !initial.has(chunk.fileName)),
  };
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function formatSize(size: Size): string {
  return `${kb(size.raw).padStart(9)} raw ${kb(size.gzip).padStart(9)} gzip ${kb(size.brotli).padStart(9)} brotli`;
}
