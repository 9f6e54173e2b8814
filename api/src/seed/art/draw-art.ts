/** Art supplies: palette and brush, brushes, colour pencils, paint tube. */
import type { Palette } from './colour.js';

const PAINTS = ['#d62828', '#f77f00', '#fcbf49', '#2a9d8f', '#3a86ff', '#8338ec', '#2b2d42'];

function brush(x: number, handle: string, tip: string, length = 360): string {
  return `
    <rect x="${x - 9}" y="${170}" width="18" height="${length}" rx="9" fill="${handle}"/>
    <rect x="${x - 8}" y="${150}" width="16" height="34" rx="3" fill="url(#metal)"/>
    <path d="M${x - 8} 152 C${x - 12} 118 ${x - 4} 90 ${x} 70 C${x + 4} 90 ${x + 12} 118 ${x + 8} 152 Z" fill="#c89b6d"/>
    <path d="M${x - 6} 100 C${x - 4} 88 ${x - 2} 78 ${x} 70 C${x + 2} 78 ${x + 4} 88 ${x + 6} 100 Z" fill="${tip}"/>`;
}

export function paintPalette(p: Palette): string {
  const blobs = [
    [220, 230],
    [290, 190],
    [370, 200],
    [430, 260],
    [420, 340],
    [200, 320],
  ]
    .map(([x, y], i) => `<ellipse cx="${x}" cy="${y}" rx="30" ry="24" fill="${i === 2 ? p.main : PAINTS[i]}"/>`)
    .join('');
  return `
  <path d="M300 140 C420 130 510 210 490 320 C476 398 390 430 330 410 C290 396 300 360 262 362 C220 364 214 420 170 400 C110 372 110 250 170 190 C206 156 250 144 300 140 Z" fill="#ecd9bb"/>
  <ellipse cx="250" cy="380" rx="20" ry="14" fill="#d9c19c"/>
  ${blobs}
  <g transform="rotate(38 300 300) translate(60 40)">${brush(300, p.main, p.main, 330)}</g>`;
}

export function brushes(p: Palette): string {
  return [
    `<g transform="rotate(-16 300 520)">${brush(300, p.dark, '#2b2d42')}</g>`,
    `<g transform="rotate(14 300 520)">${brush(300, p.light, p.main)}</g>`,
    `<g>${brush(300, p.main, '#2b2d42', 340)}</g>`,
  ].join('');
}

export function colourPencils(p: Palette): string {
  const fan = PAINTS.map((c, i) => {
    const angle = -30 + i * 10;
    return `<g transform="rotate(${angle} 300 470)">
      <rect x="288" y="160" width="24" height="290" fill="${c}"/>
      <rect x="296" y="160" width="6" height="290" fill="#ffffff" opacity="0.3"/>
      <path d="M288 160 L312 160 L303 124 L297 124 Z" fill="#e9c49a"/>
      <path d="M297 124 L303 124 L300 112 Z" fill="${c}"/>
    </g>`;
  }).join('');
  return `${fan}
  <rect x="170" y="380" width="260" height="130" rx="12" fill="url(#soft)"/>
  <rect x="170" y="380" width="260" height="22" rx="8" fill="${p.light}" opacity="0.55"/>
  <rect x="230" y="430" width="140" height="44" rx="8" fill="#ffffff" opacity="0.85"/>`;
}

export function paintTube(p: Palette): string {
  return `
  <path d="M236 120 L364 120 L374 150 L366 430 Q300 446 234 430 L226 150 Z" fill="url(#steel)"/>
  <rect x="232" y="118" width="136" height="22" rx="4" fill="#9aa1a9"/>
  <path d="M240 200 L360 200 L356 360 L244 360 Z" fill="${p.main}"/>
  <rect x="256" y="236" width="88" height="34" rx="6" fill="#ffffff" opacity="0.85"/>
  <rect x="264" y="300" width="72" height="8" rx="4" fill="#ffffff" opacity="0.5"/>
  <rect x="276" y="432" width="48" height="22" rx="4" fill="url(#steel)"/>
  <rect x="268" y="452" width="64" height="48" rx="10" fill="#2b2d42"/>
  <path d="M300 500 C330 520 380 530 400 512 C420 494 380 476 350 492 C330 502 312 500 300 500 Z" fill="${p.main}"/>`;
}
