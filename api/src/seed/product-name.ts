/**
 * A seeded product's name: brand, model and what the thing is ("Lamy Safari Fountain Pen"), never
 * its colour or size (those are its variants), and never a word twice: "Fevistik Glue Stick", not
 * "Fevistik Glue Stick Glue"; "Camlin Double Sided Tape", not "Camlin Double Sided Double-Sided Tape".
 */

/** The words of a name as compared: lower case, hyphens and brackets as spaces. */
export const nameWords = (name: string): string[] =>
  name
    .toLowerCase()
    .replace(/[-()]/g, ' ')
    .split(/\s+/)
    .filter((w) => w && w !== '&');

/** Joins the parts, leaving out any word an earlier part already said (hyphenated words word by word). */
export function joinNameParts(parts: readonly string[]): string {
  const said = new Set<string>();
  const out: string[] = [];
  for (const part of parts) {
    for (const word of part.split(/\s+/).filter(Boolean)) {
      const pieces = nameWords(word);
      if (pieces.length > 0 && pieces.every((p) => said.has(p))) continue;
      // A hyphenated word whose pieces were partly said ("Double-Sided" after "Double") is left out whole.
      if (pieces.length > 1 && pieces.some((p) => said.has(p))) continue;
      pieces.forEach((p) => said.add(p));
      out.push(word);
    }
  }
  return out.join(' ');
}

const UNITS = ['', 'First', 'Second', 'Third', 'Fourth', 'Fifth', 'Sixth', 'Seventh', 'Eighth', 'Ninth'];
const TEENS = [
  'Tenth',
  'Eleventh',
  'Twelfth',
  'Thirteenth',
  'Fourteenth',
  'Fifteenth',
  'Sixteenth',
  'Seventeenth',
  'Eighteenth',
  'Nineteenth',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];
const TENTHS = ['', '', 'Twentieth', 'Thirtieth', 'Fortieth', 'Fiftieth', 'Sixtieth', 'Seventieth', 'Eightieth', 'Ninetieth'];

/** "Second", "Twenty-First": in words, so an edition's number never repeats one in the model ("Pulse 6-Subject"). */
export function ordinal(n: number): string {
  if (n < 10) return UNITS[n] ?? String(n);
  if (n < 20) return TEENS[n - 10] ?? String(n);
  if (n < 100) return n % 10 === 0 ? (TENTHS[n / 10] ?? String(n)) : `${TENS[Math.floor(n / 10)] ?? ''}-${UNITS[n % 10] ?? ''}`;
  return `${n}th`;
}

/** The name of a product line's product; a store seeded larger than the catalogue sells later editions of it. */
export function productName(brand: string, model: string, noun: string, edition: number): string {
  const base = joinNameParts([brand, model, noun]);
  return edition > 1 ? `${base} (${ordinal(edition)} Edition)` : base;
}
