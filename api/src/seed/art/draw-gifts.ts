/** Gifts: wrapped box, pen in a case, journal with a pen. */
import type { Palette } from './colour.js';

export function giftBox(p: Palette): string {
  return `
  <path d="M150 260 L390 260 L390 490 L150 490 Z" fill="${p.main}"/>
  <path d="M390 260 L470 210 L470 440 L390 490 Z" fill="${p.dark}"/>
  <path d="M136 244 L402 244 L482 194 L216 194 Z" fill="${p.light}"/>
  <path d="M136 244 L402 244 L402 280 L136 280 Z" fill="${p.main}"/>
  <path d="M402 244 L482 194 L482 230 L402 280 Z" fill="${p.dark}"/>
  <path d="M254 194 L290 194 L316 244 L316 490 L280 490 L280 244 Z" fill="url(#metal)"/>
  <path d="M402 262 L442 236 L482 212 L482 230 L402 280 Z" fill="url(#metal)" opacity="0.85"/>
  <path d="M298 220 C240 150 200 170 220 210 C232 232 270 226 298 220 Z" fill="url(#metal)"/>
  <path d="M298 220 C340 140 390 160 372 204 C362 228 320 226 298 220 Z" fill="url(#metal)"/>`;
}

export function penGiftSet(p: Palette): string {
  return `
  <path d="M110 170 L490 170 L470 290 L130 290 Z" fill="${p.dark}"/>
  <path d="M128 186 L472 186 L458 276 L142 276 Z" fill="${p.light}" opacity="0.5"/>
  <rect x="110" y="290" width="380" height="200" rx="14" fill="url(#soft)"/>
  <rect x="132" y="306" width="336" height="166" rx="10" fill="#f4eee6"/>
  <g transform="rotate(-12 300 390)">
    <rect x="160" y="376" width="220" height="30" rx="15" fill="#26262b"/>
    <rect x="360" y="378" width="60" height="26" rx="10" fill="#26262b"/>
    <rect x="348" y="376" width="12" height="30" fill="url(#metalV)"/>
    <rect x="180" y="366" width="120" height="8" rx="4" fill="url(#metal)"/>
    <path d="M160 378 L124 391 L160 404 Z" fill="url(#metal)"/>
  </g>`;
}

export function journalGiftSet(p: Palette): string {
  return `
  <rect x="110" y="430" width="380" height="70" rx="10" fill="${p.dark}"/>
  <rect x="150" y="150" width="250" height="300" rx="14" fill="#efe7d6"/>
  <rect x="140" y="140" width="250" height="300" rx="14" fill="url(#soft)"/>
  <rect x="140" y="140" width="24" height="300" rx="10" fill="${p.dark}" opacity="0.6"/>
  <path d="M140 300 L390 300" stroke="url(#metal)" stroke-width="10"/>
  <path d="M265 300 C230 260 210 280 230 300 C210 320 230 340 265 300 C300 260 320 280 300 300 C320 320 300 340 265 300 Z" fill="url(#metal)"/>
  <g transform="rotate(18 440 300)">
    <rect x="428" y="120" width="26" height="300" rx="13" fill="#26262b"/>
    <rect x="450" y="136" width="7" height="100" rx="3" fill="url(#metal)"/>
    <path d="M428 420 L441 470 L454 420 Z" fill="url(#metal)"/>
  </g>`;
}
