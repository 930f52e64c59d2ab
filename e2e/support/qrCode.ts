import jsQR from 'jsqr';
import type { Locator } from 'playwright-core';
import { PNG } from 'pngjs';

/** What a QR code on the screen says, read from a screenshot of it as a phone's camera would. */
export async function scanQrCode(qr: Locator): Promise<string | undefined> {
  const png = PNG.sync.read(await qr.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
