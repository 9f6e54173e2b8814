/**
 * Turns a drawing into whole pictures: a main view and three detail views (close-up, turned, flat lay),
 * each on a soft gradient background. Pure SVG with no text, because fonts may be missing.
 */
import type { ArtKind } from './art-kinds.js';
import { mix, paletteFor, shade, tint, type Palette } from './colour.js';
import { DRAWINGS } from './drawings.js';

export const IMAGE_SIZE = 600;

function defs(p: Palette, bg: [string, string], bgAngle: [number, number, number, number]): string {
  const [x1, y1, x2, y2] = bgAngle;
  return `<defs>
  <linearGradient id="bg" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}"><stop offset="0" stop-color="${bg[0]}"/><stop offset="1" stop-color="${bg[1]}"/></linearGradient>
  <linearGradient id="sheen" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.dark}"/><stop offset="0.35" stop-color="${p.main}"/><stop offset="0.55" stop-color="${p.light}"/><stop offset="0.75" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  <linearGradient id="soft" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.45" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  <linearGradient id="softV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.light}"/><stop offset="0.5" stop-color="${p.main}"/><stop offset="1" stop-color="${p.dark}"/></linearGradient>
  <linearGradient id="metal" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${p.metal[1]}"/><stop offset="0.5" stop-color="${p.metal[0]}"/><stop offset="1" stop-color="${p.metal[1]}"/></linearGradient>
  <linearGradient id="steel" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#8d959e"/><stop offset="0.5" stop-color="#f4f6f8"/><stop offset="1" stop-color="#8d959e"/></linearGradient>
  <linearGradient id="metalV" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${p.metal[0]}"/><stop offset="1" stop-color="${p.metal[1]}"/></linearGradient>
  <radialGradient id="shadow"><stop offset="0" stop-color="#000" stop-opacity="0.28"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>
</defs>`;
}

const svg = (body: string): string =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${IMAGE_SIZE}" height="${IMAGE_SIZE}" viewBox="0 0 600 600">${body}</svg>`;

const bubbles = (colour: string, seed: number): string =>
  [0, 1, 2]
    .map((i) => {
      const x = (seed * 97 + i * 211) % 600;
      const y = (seed * 53 + i * 157) % 600;
      return `<circle cx="${x}" cy="${y}" r="${70 + ((seed + i * 31) % 90)}" fill="${colour}" opacity="0.18"/>`;
    })
    .join('');

/** The four views of one drawing in one colour: main first, then the details. */
export function productViews(kind: ArtKind, hex: string, variant: number): string[] {
  const drawing = DRAWINGS[kind];
  const p = paletteFor(hex);
  const art = drawing.draw(p);
  const [fx, fy] = drawing.focus;
  const warm = '#f6efe4';
  const main = svg(`${defs(p, [tint(hex, 0.93), mix(tint(hex, 0.78), warm, 0.4)], [0, 0, 1, 1])}
    <rect width="600" height="600" fill="url(#bg)"/>${bubbles('#ffffff', variant)}
    <ellipse cx="300" cy="530" rx="230" ry="34" fill="url(#shadow)"/>
    <g transform="rotate(${drawing.tilt} 300 300)">${art}</g>`);
  const closeUp = svg(`${defs(p, [tint(hex, 0.86), tint(hex, 0.96)], [0, 0, 0, 1])}
    <rect width="600" height="600" fill="url(#bg)"/>
    <g transform="translate(300 300) scale(1.9) translate(${-fx} ${-fy})">${art}</g>`);
  const turned = svg(`${defs(p, [mix(warm, tint(hex, 0.8), 0.3), tint(shade(hex, 0.1), 0.7)], [1, 0, 0, 1])}
    <rect width="600" height="600" fill="url(#bg)"/>${bubbles(tint(hex, 0.5), variant + 7)}
    <ellipse cx="300" cy="520" rx="200" ry="28" fill="url(#shadow)"/>
    <g transform="translate(600 0) scale(-1 1) rotate(${drawing.tilt === 0 ? 12 : drawing.tilt + 20} 300 300) translate(300 300) scale(0.86) translate(-300 -300)">${art}</g>`);
  const flatLay = svg(`${defs(p, ['#efe6d8', '#e2d5c1'], [0, 0, 1, 1])}
    <rect width="600" height="600" fill="url(#bg)"/>
    <rect x="40" y="70" width="230" height="300" rx="4" fill="#ffffff" transform="rotate(-9 155 220)"/>
    ${[0, 1, 2, 3, 4].map((i) => `<rect x="70" y="${120 + i * 40}" width="${170 - (i % 2) * 50}" height="5" rx="2.5" fill="#d5d9df" transform="rotate(-9 155 220)"/>`).join('')}
    <circle cx="120" cy="480" r="62" fill="${tint(hex, 0.55)}"/><circle cx="120" cy="480" r="44" fill="${tint(hex, 0.75)}"/>
    <g transform="translate(330 320) scale(0.68) rotate(${drawing.tilt / 2}) translate(-300 -300)">${art}</g>`);
  return [main, closeUp, turned, flatLay];
}

/** A category's picture: three of its drawings side by side on the category's colour. */
export function categoryPicture(kinds: readonly ArtKind[], colours: readonly string[], categoryHex: string): string {
  const p = paletteFor(categoryHex);
  const slots: Array<[number, number, number]> = [
    [170, 330, 0.6],
    [430, 330, 0.6],
    [300, 300, 0.78],
  ];
  const pieces = slots
    .map(([x, y, s], i) => {
      const kind = kinds[i % kinds.length];
      if (!kind) return '';
      const d = DRAWINGS[kind];
      const hex = colours[i % colours.length] ?? categoryHex;
      const id = `k${i}`;
      // Each piece carries its own gradients, renamed so the three do not clash.
      const own = defs(paletteFor(hex), ['#fff', '#fff'], [0, 0, 1, 1]).replaceAll('id="', `id="${id}`);
      const art = d.draw(paletteFor(hex)).replaceAll('url(#', `url(#${id}`);
      return `${own}<g transform="translate(${x} ${y}) scale(${s}) rotate(${d.tilt / 2}) translate(-300 -300)">${art}</g>`;
    })
    .join('');
  return svg(`${defs(p, [tint(categoryHex, 0.88), tint(categoryHex, 0.68)], [0, 0, 1, 1])}
    <rect width="600" height="600" fill="url(#bg)"/>${bubbles('#ffffff', 3)}
    <ellipse cx="300" cy="540" rx="260" ry="30" fill="url(#shadow)"/>${pieces}`);
}
