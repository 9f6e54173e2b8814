/** Notebooks, journals, sticky notes and exercise books. */
import type { Palette } from './colour.js';

export function spiralNotebook(p: Palette): string {
  const rings = Array.from({ length: 12 }, (_, i) => {
    const y = 132 + i * 29;
    return `<circle cx="186" cy="${y}" r="5" fill="${p.ink}" opacity="0.5"/><path d="M186 ${y} C160 ${y - 4} 158 ${y - 18} 176 ${y - 20}" stroke="url(#metal)" stroke-width="6" fill="none" stroke-linecap="round"/>`;
  }).join('');
  return `
  <rect x="180" y="116" width="262" height="370" rx="12" fill="#f6f2e8"/>
  <rect x="170" y="104" width="262" height="370" rx="12" fill="url(#soft)"/>
  <rect x="240" y="170" width="150" height="74" rx="8" fill="#ffffff" opacity="0.9"/>
  <rect x="256" y="192" width="118" height="6" rx="3" fill="${p.main}" opacity="0.5"/>
  <rect x="256" y="214" width="84" height="6" rx="3" fill="${p.main}" opacity="0.35"/>
  <rect x="170" y="420" width="262" height="54" rx="0" fill="${p.dark}" opacity="0.25"/>
  ${rings}`;
}

export function journal(p: Palette): string {
  return `
  <rect x="206" y="106" width="226" height="340" rx="12" fill="#efe7d6"/>
  <rect x="190" y="96" width="230" height="346" rx="14" fill="url(#soft)"/>
  <rect x="190" y="96" width="26" height="346" rx="10" fill="${p.dark}" opacity="0.6"/>
  <circle cx="318" cy="230" r="46" fill="none" stroke="${p.light}" stroke-width="3" opacity="0.45"/>
  <rect x="386" y="96" width="14" height="346" fill="${p.dark}"/>
  <path d="M300 440 L318 440 L318 520 L309 508 L300 520 Z" fill="url(#metalV)"/>`;
}

export function stickyNotes(p: Palette): string {
  const lines = [0, 1, 2, 3]
    .map((i) => `<rect x="238" y="${250 + i * 34}" width="${i === 3 ? 90 : 150}" height="5" rx="2.5" fill="${p.dark}" opacity="0.35"/>`)
    .join('');
  return `
  <rect x="196" y="190" width="230" height="230" rx="6" fill="${p.dark}" transform="rotate(-8 311 305)" opacity="0.85"/>
  <rect x="190" y="184" width="230" height="230" rx="6" fill="${p.light}" transform="rotate(5 305 299)"/>
  <path d="M186 176 L416 176 L416 350 L352 406 L186 406 Z" fill="${p.main}"/>
  <path d="M416 350 L352 406 L362 354 Z" fill="${p.dark}" opacity="0.55"/>
  ${lines}`;
}

export function exerciseBook(p: Palette): string {
  const book = (dx: number, rot: number, fill: string) => `
  <g transform="rotate(${rot} 300 300) translate(${dx} 0)">
    <rect x="180" y="110" width="240" height="340" rx="8" fill="${fill}"/>
    <rect x="180" y="110" width="18" height="340" fill="#000000" opacity="0.12"/>
    <rect x="232" y="168" width="150" height="80" rx="6" fill="#ffffff"/>
    <rect x="246" y="190" width="120" height="5" rx="2.5" fill="${p.dark}" opacity="0.4"/>
    <rect x="246" y="210" width="90" height="5" rx="2.5" fill="${p.dark}" opacity="0.4"/>
  </g>`;
  return book(-40, -10, p.dark) + book(0, -2, p.light) + book(40, 6, p.main);
}
