/** Desk accessories: lamp, pen holder, clock, desk mat. */
import type { Palette } from './colour.js';

export function deskLamp(p: Palette): string {
  return `
  <path d="M380 210 L520 470 L300 470 Z" fill="#fff4c4" opacity="0.55"/>
  <ellipse cx="220" cy="486" rx="100" ry="24" fill="${p.dark}"/>
  <rect x="130" y="462" width="180" height="24" rx="12" fill="url(#softV)"/>
  <path d="M220 466 L180 300 L350 170" stroke="${p.main}" stroke-width="18" stroke-linecap="round" stroke-linejoin="round" fill="none"/>
  <circle cx="180" cy="300" r="16" fill="url(#metal)"/>
  <circle cx="220" cy="462" r="14" fill="url(#metal)"/>
  <path d="M330 150 L420 120 L470 230 L360 250 Z" fill="url(#soft)"/>
  <path d="M360 250 L470 230 Q430 270 380 262 Z" fill="#fff4c4"/>
  <circle cx="350" cy="170" r="16" fill="url(#metal)"/>`;
}

export function penHolder(p: Palette): string {
  const pens = [
    [250, '#26262b', -8],
    [290, '#2952a3', 4],
    [330, '#b8282e', -3],
    [360, '#f2c230', 10],
  ]
    .map(
      ([x, c, r]) =>
        `<g transform="rotate(${r} ${x} 300)"><rect x="${Number(x) - 9}" y="120" width="18" height="220" rx="9" fill="${c}"/><rect x="${Number(x) - 3}" y="126" width="5" height="90" rx="2" fill="url(#metal)"/></g>`,
    )
    .join('');
  return `${pens}
  <path d="M190 250 L410 250 L396 500 L204 500 Z" fill="url(#sheen)"/>
  <ellipse cx="300" cy="250" rx="110" ry="26" fill="${p.dark}"/>
  <ellipse cx="300" cy="500" rx="96" ry="20" fill="${p.dark}"/>
  <path d="M214 330 L386 330" stroke="${p.light}" stroke-width="6" opacity="0.5"/>`;
}

export function deskClock(p: Palette): string {
  const ticks = Array.from(
    { length: 12 },
    (_, i) =>
      `<rect x="297" y="${150}" width="6" height="${i % 3 === 0 ? 26 : 14}" rx="3" fill="#3a3d44" transform="rotate(${i * 30} 300 290)"/>`,
  ).join('');
  return `
  <path d="M210 420 L170 500 M390 420 L430 500" stroke="${p.dark}" stroke-width="16" stroke-linecap="round"/>
  <circle cx="300" cy="290" r="170" fill="url(#soft)"/>
  <circle cx="300" cy="290" r="146" fill="#fbf8f0"/>
  ${ticks}
  <path d="M300 290 L300 190" stroke="#26262b" stroke-width="9" stroke-linecap="round"/>
  <path d="M300 290 L372 326" stroke="#26262b" stroke-width="7" stroke-linecap="round"/>
  <path d="M300 290 L240 380" stroke="#d62828" stroke-width="3" stroke-linecap="round"/>
  <circle cx="300" cy="290" r="10" fill="#26262b"/>`;
}

export function deskMat(p: Palette): string {
  return `
  <path d="M90 220 L510 220 L560 430 L40 430 Z" fill="url(#soft)"/>
  <path d="M104 232 L496 232 L542 418 L58 418 Z" fill="none" stroke="${p.light}" stroke-width="3" stroke-dasharray="10 8"/>
  <path d="M150 270 L290 270 L300 390 L130 390 Z" fill="#fbfaf6"/>
  <path d="M160 300 L285 300 M158 330 L288 330 M156 360 L292 360" stroke="#c9ced6" stroke-width="4"/>
  <path d="M330 380 L470 260" stroke="#26262b" stroke-width="12" stroke-linecap="round"/>
  <path d="M470 260 L482 250" stroke="url(#metal)" stroke-width="12" stroke-linecap="round"/>`;
}
