/**
 * The gallery's fixed clock and seeded randomness, installed before the modal's modules load (main.tsx imports
 * this first): `new Date()` and `Date.now()` always read 2025-06-20 12:00 UTC (timers still run), and
 * `crypto.getRandomValues` / `crypto.randomUUID` draw from a seeded generator that `resetRandom()` restarts
 * before each scenario, so a sign-in nonce or an id comes out the same on every run.
 */
const galleryNow = Date.UTC(2025, 5, 20, 12, 0, 0);

const RealDate = Date;
class FixedDate extends RealDate {
  constructor(...args: unknown[]) {
    if (args.length === 0) super(galleryNow);
    else super(...(args as [string]));
  }
  static override now() {
    return galleryNow;
  }
}
globalThis.Date = FixedDate as DateConstructor;

let seed = 1;
/** xorshift32: the same bytes after every `resetRandom()`. */
function nextByte(): number {
  seed ^= seed << 13;
  seed ^= seed >>> 17;
  seed ^= seed << 5;
  return seed & 0xff;
}

export function resetRandom(): void {
  seed = 0x2545f491;
}

crypto.getRandomValues = <T extends ArrayBufferView | null>(array: T): T => {
  if (array) {
    const bytes = new Uint8Array(array.buffer, array.byteOffset, array.byteLength);
    for (let i = 0; i < bytes.length; i++) bytes[i] = nextByte();
  }
  return array;
};
crypto.randomUUID = () => {
  const hex = Array.from({ length: 16 }, () => nextByte().toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}` as ReturnType<
    Crypto['randomUUID']
  >;
};

// A login's provider window or a checkout: a window that stays open and goes nowhere.
window.open = () =>
  ({ location: { href: 'about:blank' }, closed: false, close() {}, focus() {} }) as unknown as Window;
