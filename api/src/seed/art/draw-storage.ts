/** Organisation: storage box, file folder, drawer unit, letter tray. */
import type { Palette } from './colour.js';

export function storageBox(p: Palette): string {
  return `
  <path d="M140 250 L380 250 L380 480 L140 480 Z" fill="${p.main}"/>
  <path d="M380 250 L470 200 L470 420 L380 480 Z" fill="${p.dark}"/>
  <path d="M126 236 L392 236 L486 184 L220 184 Z" fill="${p.light}"/>
  <path d="M126 236 L392 236 L392 264 L126 264 Z" fill="${p.main}"/>
  <path d="M392 236 L486 184 L486 212 L392 264 Z" fill="${p.dark}"/>
  <rect x="220" y="330" width="80" height="26" rx="13" fill="${p.dark}" opacity="0.6"/>
  <rect x="200" y="400" width="120" height="40" rx="4" fill="#ffffff" opacity="0.5"/>`;
}

export function fileFolder(p: Palette): string {
  return `
  <path d="M130 150 L260 150 L284 178 L470 178 L470 480 L130 480 Z" fill="${p.dark}"/>
  <rect x="160" y="160" width="280" height="300" fill="#fbfaf6" transform="rotate(-3 300 310)"/>
  <rect x="176" y="150" width="270" height="300" fill="#ffffff" transform="rotate(2 300 300)"/>
  ${[0, 1, 2, 3].map((i) => `<rect x="200" y="${190 + i * 26}" width="${200 - i * 20}" height="6" rx="3" fill="#c9ced6"/>`).join('')}
  <path d="M122 250 L478 250 L470 480 L130 480 Z" fill="url(#soft)"/>
  <rect x="250" y="300" width="100" height="44" rx="6" fill="#ffffff" opacity="0.7"/>
  <circle cx="300" cy="430" r="12" fill="url(#metal)"/>`;
}

export function drawerUnit(p: Palette): string {
  const drawers = [0, 1, 2, 3]
    .map(
      (i) => `<rect x="180" y="${176 + i * 80}" width="220" height="68" rx="6" fill="${p.light}"/>
    <rect x="260" y="${200 + i * 80}" width="60" height="14" rx="7" fill="${p.dark}"/>`,
    )
    .join('');
  return `
  <path d="M410 160 L460 130 L460 470 L410 500 Z" fill="${p.dark}"/>
  <path d="M166 160 L410 160 L460 130 L216 130 Z" fill="${p.light}"/>
  <rect x="166" y="160" width="244" height="340" rx="6" fill="${p.main}"/>
  ${drawers}`;
}

export function letterTray(p: Palette): string {
  const tray = (y: number) => `
  <path d="M170 ${y} L430 ${y} L470 ${y - 60} L210 ${y - 60} Z" fill="#fbfaf6"/>
  <path d="M190 ${y - 22} L410 ${y - 22} L440 ${y - 62} L220 ${y - 62} Z" fill="#ffffff"/>
  <path d="M160 ${y} L440 ${y} L440 ${y + 34} L160 ${y + 34} Z" fill="${p.main}"/>
  <path d="M440 ${y} L480 ${y - 60} L480 ${y - 26} L440 ${y + 34} Z" fill="${p.dark}"/>
  <path d="M250 ${y + 6} Q300 ${y + 26} 350 ${y + 6}" fill="${p.dark}" opacity="0.5"/>`;
  return `
  <rect x="168" y="200" width="10" height="290" fill="url(#metal)"/>
  <rect x="430" y="200" width="10" height="290" fill="url(#metal)"/>
  ${tray(230)}${tray(340)}${tray(450)}`;
}
