/**
 * The search relevance cases (issue 20): ordinary shopper queries on the 1200-product seed, with
 * what is relevant decided from the products' own fields (name, brand, the seed's product type),
 * never from an engine's answer. Run against the engine (seed/search-relevance.test.ts), the api
 * (api/test/search-relevance.test.ts) and the replica's code (pwa data/catalog).
 */
import { toProductView, type Product } from '@store/shared';
import { generateCatalogue } from './generate-catalogue.js';

let seed: ReturnType<typeof generateCatalogue> | null = null;
let products: Product[] | null = null;
/** The seed the cases are judged on (made on first use: importing this module costs nothing). */
export const relevanceSeed = () => (seed ??= generateCatalogue({ count: 1200, now: new Date('2025-06-01T10:00:00Z') }));
/** Its products as shoppers see them. */
export function relevanceProducts(): Product[] {
  if (!products) {
    const s = relevanceSeed();
    const categories = new Map(s.categories.map((c) => [c._id, c]));
    const stock = new Map(s.inventory.map((i) => [i._id, i]));
    products = s.products.map((p) => toProductView(p, categories.get(p.category), stock.get(p._id)));
  }
  return products;
}
type P = Product;
const type = (p: P) => relevanceSeed().typeOf[p._id] ?? '';
const name = (re: RegExp) => (p: P) => re.test(p.name);
const types =
  (...ts: string[]) =>
  (p: P) =>
    ts.includes(type(p));

export interface Case {
  q: string;
  kind: string;
  relevant: (p: P) => boolean;
  /** Precision of the top 10 (or of all hits when fewer relevant exist) and recall, at least. */
  p10?: number;
  recall?: number;
  prefix?: boolean;
}

export const SEARCH_RELEVANCE_CASES: Case[] = [
  // plurals and word forms
  { kind: 'plural', q: 'fountain pens', relevant: types('fountain-pen') },
  { kind: 'plural', q: 'gel pens', relevant: types('gel-pen') },
  { kind: 'plural', q: 'staplers', relevant: types('stapler') },
  { kind: 'plural', q: 'calculators', relevant: types('calculator', 'scientific-calculator') },
  { kind: 'plural', q: 'highlighters', relevant: types('highlighter') },
  { kind: 'plural', q: 'paint brushes', relevant: name(/brush/i) },
  { kind: 'plural', q: 'scissors', relevant: types('scissors') },
  { kind: 'plural', q: 'sharpeners', relevant: types('sharpener') },
  { kind: 'plural', q: 'erasers', relevant: types('eraser') },
  { kind: 'plural', q: 'markers', relevant: name(/marker/i) },
  { kind: 'plural', q: 'pencils', relevant: name(/pencil/i) },
  { kind: 'plural', q: 'notebooks', relevant: name(/notebook/i) },
  { kind: 'plural', q: 'binder clips', relevant: types('binder-clips') },
  { kind: 'plural', q: 'geometry boxes', relevant: types('geometry-box') },
  // typos
  { kind: 'typo', q: 'notebok', relevant: name(/notebook/i) },
  { kind: 'typo', q: 'calculater', relevant: types('calculator', 'scientific-calculator') },
  { kind: 'typo', q: 'scisors', relevant: types('scissors') },
  { kind: 'typo', q: 'fountian pen', relevant: types('fountain-pen') },
  { kind: 'typo', q: 'stapelr', relevant: types('stapler') },
  { kind: 'typo', q: 'highliter', relevant: types('highlighter') },
  { kind: 'typo', q: 'sharpner', relevant: types('sharpener') },
  { kind: 'typo', q: 'erasor', relevant: types('eraser') },
  { kind: 'typo', q: 'calcualtor', relevant: types('calculator', 'scientific-calculator') },
  // British / American
  { kind: 'spelling', q: 'watercolor', relevant: name(/watercolou?r/i) },
  { kind: 'spelling', q: 'organizer', relevant: name(/organi[sz]er/i) },
  { kind: 'spelling', q: 'color pencils', relevant: types('colour-pencils') },
  { kind: 'spelling', q: 'gray', relevant: name(/gr[ae]y/i) },
  { kind: 'spelling', q: 'poster color', relevant: name(/poster colou?r/i) },
  // Indian English and shop words
  { kind: 'shop word', q: 'rubber', relevant: types('eraser') },
  { kind: 'shop word', q: 'scale', relevant: types('ruler') },
  { kind: 'shop word', q: 'gum', relevant: types('glue') },
  { kind: 'shop word', q: 'fevicol', relevant: types('glue') },
  { kind: 'shop word', q: 'compass box', relevant: types('geometry-box') },
  { kind: 'shop word', q: 'cello tape', relevant: types('tape') },
  { kind: 'shop word', q: 'sellotape', relevant: types('tape') },
  { kind: 'shop word', q: 'post it', relevant: types('sticky-notes') },
  { kind: 'shop word', q: 'punching machine', relevant: types('punch') },
  { kind: 'shop word', q: 'long book', relevant: name(/long notebook/i) },
  { kind: 'shop word', q: 'drawing book', relevant: name(/sketchbook|drawing book/i) },
  { kind: 'shop word', q: 'ball pen', relevant: (p) => type(p) === 'ball-pen' || /\bball pen/i.test(p.name) },
  { kind: 'shop word', q: 'ink pen', relevant: types('fountain-pen') },
  { kind: 'shop word', q: 'table lamp', relevant: types('desk-lamp') },
  { kind: 'shop word', q: 'pen stand', relevant: name(/pen stand/i) },
  { kind: 'shop word', q: 'register', relevant: name(/notebook/i) },
  { kind: 'shop word', q: 'crayons', relevant: name(/oil pastel/i) },
  { kind: 'shop word', q: 'glue stick', relevant: (p) => type(p) === 'glue' && /stick/i.test(p.name) },
  // several words, phrase order
  { kind: 'multi-word', q: 'parker fountain pen', relevant: (p) => p.brand === 'Parker' && /fountain pen/i.test(p.name) },
  { kind: 'multi-word', q: 'casio scientific calculator', relevant: (p) => type(p) === 'scientific-calculator' && p.brand === 'Casio' },
  { kind: 'multi-word', q: 'apsara eraser', relevant: (p) => type(p) === 'eraser' && p.brand === 'Apsara' },
  { kind: 'multi-word', q: 'blue gel pen', relevant: (p) => type(p) === 'gel-pen' && /blue/i.test(p.name) },
  { kind: 'multi-word', q: 'faber castell pencil', relevant: (p) => p.brand === 'Faber-Castell' && /pencil/i.test(p.name) },
  { kind: 'phrase', q: 'spiral notebook', relevant: types('spiral-notebook') },
  { kind: 'phrase', q: 'mechanical pencil', relevant: types('mechanical-pencil') },
  // prefix as you type
  { kind: 'prefix', q: 'pen', relevant: (p) => /\bpens?\b/i.test(p.name), recall: 0.9 },
  { kind: 'prefix', q: 'calcu', relevant: types('calculator', 'scientific-calculator') },
  { kind: 'prefix', q: 'fountain p', relevant: types('fountain-pen') },
  { kind: 'prefix', q: 'geometry b', relevant: types('geometry-box') },
  { kind: 'prefix', q: 'sharpe', relevant: types('sharpener') },
];

/** The seed's products a case calls relevant. */
export const relevantTo = (c: Case): Product[] => relevanceProducts().filter(c.relevant);

/** Precision of the top 10 (of the relevant count when fewer) and recall of a ranked answer. */
export function judge(c: Case, ids: readonly string[]): { p10: number; recall: number; wrong: string[] } {
  const relevant = new Set(relevantTo(c).map((p) => p._id));
  const top = ids.slice(0, 10);
  const names = new Map(relevanceProducts().map((p) => [p._id, p.name]));
  return {
    p10: top.filter((id) => relevant.has(id)).length / Math.min(10, relevant.size),
    recall: ids.filter((id) => relevant.has(id)).length / relevant.size,
    wrong: top.filter((id) => !relevant.has(id)).map((id) => names.get(id) ?? id),
  };
}
