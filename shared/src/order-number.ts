/**
 * The order number read out on a support call: "INK-7KQ-482-MXA". It follows from the order's
 * id, so every order has one, old orders too, with nothing stored or migrated.
 *
 * The characters are 2–9 and the letters but I, L and O (31 in all): no 0/O or 1/I/L to mix up.
 * Nine of them take 31^9 ≈ 2.6 × 10^13 values from a 53-bit hash of the id, so two orders share
 * a number with odds of about n²/(2 · 31^9): 0.02% that any two of 100,000 orders do, 1.9% at a
 * million. Should it happen, the admin's search by number shows both.
 */
export const ORDER_NUMBER_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const DIGITS = 9;
const PREFIX = 'INK';

/** cyrb53: a fast, well-mixed 53-bit string hash (public domain, bryc); the same in node and the browser. */
function hash53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}

/** The readable number of the order with this id: "INK-7KQ-482-MXA". */
export function orderNumber(id: string): string {
  let n = hash53(id);
  let chars = '';
  for (let i = 0; i < DIGITS; i++) {
    chars += ORDER_NUMBER_ALPHABET[n % ORDER_NUMBER_ALPHABET.length];
    n = Math.floor(n / ORDER_NUMBER_ALPHABET.length);
  }
  return `${PREFIX}-${chars.slice(0, 3)}-${chars.slice(3, 6)}-${chars.slice(6)}`;
}

/**
 * An order number as someone typed it ("ink 7kq482mxa", "7KQ-482-MXA"), in its written form;
 * null when it cannot be one.
 */
export function normalizeOrderNumber(typed: string): string | null {
  let chars = typed.toUpperCase().replace(/[^A-Z0-9]/g, '');
  if (chars.startsWith(PREFIX) && chars.length === DIGITS + PREFIX.length) chars = chars.slice(PREFIX.length);
  if (chars.length !== DIGITS || [...chars].some((c) => !ORDER_NUMBER_ALPHABET.includes(c))) return null;
  return `${PREFIX}-${chars.slice(0, 3)}-${chars.slice(3, 6)}-${chars.slice(6)}`;
}
