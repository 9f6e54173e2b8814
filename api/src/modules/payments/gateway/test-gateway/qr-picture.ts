/**
 * The picture in the UPI box: shaped like a QR code (three finder squares, a field of modules
 * drawn from the order id), so the page looks like the desktop UPI step it stands in for. It
 * encodes nothing: a phone that scans it finds no payee, so no real money can move by mistake.
 */
import { createHash } from 'node:crypto';

const SIZE = 25;

const inFinder = (x: number, y: number) => {
  const corner = (cx: number, cy: number) => x >= cx && x < cx + 7 && y >= cy && y < cy + 7;
  return corner(0, 0) || corner(SIZE - 7, 0) || corner(0, SIZE - 7);
};

const finderDark = (x: number, y: number) => {
  const lx = x >= SIZE - 7 ? x - (SIZE - 7) : x;
  const ly = y >= SIZE - 7 ? y - (SIZE - 7) : y;
  const ring = lx === 0 || lx === 6 || ly === 0 || ly === 6;
  const core = lx >= 2 && lx <= 4 && ly >= 2 && ly <= 4;
  return ring || core;
};

/** An inline SVG (no style attributes: the page's CSP allows none). */
export function qrPicture(seed: string): string {
  let bits = Buffer.alloc(0);
  for (let i = 0; bits.length * 8 < SIZE * SIZE; i++) bits = Buffer.concat([bits, createHash('sha256').update(`${seed}:${i}`).digest()]);
  const bit = (n: number) => (bits[n >> 3]! >> (n & 7)) & 1;
  let d = '';
  for (let y = 0; y < SIZE; y++)
    for (let x = 0; x < SIZE; x++) {
      const quietGap = (x === 7 || y === 7 || x === SIZE - 8 || y === SIZE - 8) && (x < 8 || y < 8 || x > SIZE - 9 || y > SIZE - 9);
      const dark = inFinder(x, y) ? finderDark(x, y) : !quietGap && bit(y * SIZE + x) === 1;
      if (dark) d += `M${x} ${y}h1v1h-1z`;
    }
  return (
    `<svg class="tg-qr" viewBox="-2 -2 ${SIZE + 4} ${SIZE + 4}" role="img" aria-label="Test QR code (it pays no one)" xmlns="http://www.w3.org/2000/svg">` +
    `<rect x="-2" y="-2" width="${SIZE + 4}" height="${SIZE + 4}" fill="#fff"/><path fill="#1b1f3b" d="${d}"/></svg>`
  );
}
