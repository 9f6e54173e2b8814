/** Office tools: stapler, binder clips, scissors, calculator. */
import type { Palette } from './colour.js';

export function stapler(p: Palette): string {
  return `
  <rect x="110" y="390" width="390" height="44" rx="18" fill="#3a3d44"/>
  <rect x="120" y="372" width="370" height="30" rx="12" fill="url(#steel)"/>
  <path d="M130 372 C130 300 170 270 240 262 L470 250 C492 250 500 266 498 290 L492 340 C490 356 478 362 462 362 L150 372 Z" fill="url(#softV)"/>
  <path d="M170 290 L460 270" stroke="${p.light}" stroke-width="8" stroke-linecap="round" opacity="0.6"/>
  <circle cx="160" cy="330" r="14" fill="url(#metal)"/>
  <rect x="440" y="356" width="50" height="16" rx="4" fill="url(#metal)"/>`;
}

export function binderClips(p: Palette): string {
  // Clips gripping the top edge of a stack of paper, wire arms folded up: reads as "binder clip".
  const clip = (x: number, w: number, fill: string) => `
    <path d="M${x - w * 0.3} 206 L${x - w * 0.36} 120 L${x + w * 0.36} 120 L${x + w * 0.3} 206" stroke="url(#steel)" stroke-width="8" fill="none" stroke-linejoin="round"/>
    <path d="M${x - w / 2} 200 L${x + w / 2} 200 L${x + w / 2} 300 L${x - w / 2} 300 Z" fill="${fill}"/>
    <rect x="${x - w / 2}" y="196" width="${w}" height="20" rx="10" fill="${p.dark}"/>
    <rect x="${x - w / 2 + 8}" y="226" width="${w - 16}" height="10" rx="5" fill="#ffffff" opacity="0.25"/>`;
  return `
  <rect x="140" y="226" width="330" height="290" rx="4" fill="#f2efe8" transform="rotate(3 300 370)"/>
  <rect x="130" y="216" width="330" height="290" rx="4" fill="#ffffff"/>
  ${[0, 1, 2, 3, 4].map((i) => `<rect x="160" y="${330 + i * 32}" width="${250 - (i % 2) * 70}" height="6" rx="3" fill="#d5d9df"/>`).join('')}
  ${clip(210, 110, p.main)}${clip(380, 90, p.main)}`;
}

export function scissors(p: Palette): string {
  return `
  <path d="M292 300 L262 60 L286 64 L316 300 Z" fill="url(#steel)"/>
  <path d="M308 300 L338 60 L314 64 L284 300 Z" fill="url(#steel)" opacity="0.92"/>
  <circle cx="300" cy="300" r="10" fill="#7d858d"/>
  <path fill-rule="evenodd" d="M290 310 C300 360 290 400 250 440 C210 480 160 470 150 430 C140 390 180 360 230 350 C260 344 280 330 290 310 Z M236 380 C200 386 184 404 190 420 C196 436 220 438 242 418 C262 400 262 376 236 380 Z" fill="${p.main}"/>
  <path fill-rule="evenodd" d="M310 310 C300 360 310 400 350 440 C390 480 440 470 450 430 C460 390 420 360 370 350 C340 344 320 330 310 310 Z M364 380 C400 386 416 404 410 420 C404 436 380 438 358 418 C338 400 338 376 364 380 Z" fill="${p.dark}"/>`;
}

export function calculator(p: Palette): string {
  const keys = Array.from({ length: 20 }, (_, i) => {
    const col = i % 4;
    const row = Math.floor(i / 4);
    const fill = col === 3 ? '#f08a24' : row === 0 ? p.dark : '#f4f4f6';
    return `<rect x="${206 + col * 50}" y="${254 + row * 50}" width="38" height="36" rx="8" fill="${fill}"/>`;
  }).join('');
  return `
  <rect x="180" y="90" width="240" height="430" rx="28" fill="url(#soft)"/>
  <rect x="204" y="116" width="120" height="22" rx="4" fill="#3b3a36"/>
  <rect x="204" y="152" width="192" height="74" rx="8" fill="#b9c4b1"/>
  <rect x="214" y="162" width="172" height="54" rx="4" fill="#a9b5a0"/>
  ${keys}`;
}
