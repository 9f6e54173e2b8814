/** Pens, pencils and highlighters, drawn upright around (300, 300); the scene tilts them. */
import type { Palette } from './colour.js';

export function fountainPen(p: Palette): string {
  return `
  <rect x="272" y="70" width="56" height="180" rx="26" fill="url(#sheen)"/>
  <rect x="318" y="84" width="10" height="138" rx="5" fill="url(#metal)"/>
  <circle cx="323" cy="222" r="7" fill="url(#metal)"/>
  <rect x="270" y="236" width="60" height="16" rx="3" fill="url(#metal)"/>
  <rect x="276" y="252" width="48" height="196" rx="12" fill="url(#sheen)"/>
  <rect x="276" y="430" width="48" height="10" fill="url(#metal)"/>
  <rect x="283" y="440" width="34" height="48" rx="6" fill="${p.dark}"/>
  <path d="M283 486 Q300 480 317 486 L303 566 L297 566 Z" fill="url(#metal)"/>
  <line x1="300" y1="512" x2="300" y2="562" stroke="${p.ink}" stroke-width="2"/>
  <circle cx="300" cy="510" r="4" fill="${p.ink}"/>`;
}

export function ballpointPen(p: Palette): string {
  return `
  <rect x="290" y="58" width="20" height="40" rx="7" fill="url(#metal)"/>
  <rect x="282" y="92" width="36" height="330" rx="18" fill="url(#sheen)"/>
  <rect x="311" y="104" width="9" height="140" rx="4" fill="url(#metal)"/>
  <rect x="282" y="404" width="36" height="74" rx="8" fill="${p.dark}"/>
  ${[0, 1, 2, 3, 4, 5].map((i) => `<rect x="284" y="${414 + i * 10}" width="32" height="3" rx="1.5" fill="${p.ink}" opacity="0.35"/>`).join('')}
  <path d="M283 476 L318 476 L304 540 L296 540 Z" fill="url(#metal)"/>
  <circle cx="300" cy="543" r="4" fill="${p.ink}"/>`;
}

export function pencil(p: Palette): string {
  return `
  <rect x="276" y="62" width="48" height="44" rx="10" fill="#e98fa0"/>
  <rect x="274" y="100" width="52" height="34" fill="url(#metal)"/>
  <rect x="274" y="108" width="52" height="3" fill="#7d858d" opacity="0.6"/>
  <rect x="274" y="124" width="52" height="3" fill="#7d858d" opacity="0.6"/>
  <rect x="276" y="134" width="48" height="330" fill="${p.main}"/>
  <rect x="276" y="134" width="10" height="330" fill="${p.dark}" opacity="0.55"/>
  <rect x="294" y="134" width="12" height="330" fill="#ffffff" opacity="0.28"/>
  <rect x="316" y="134" width="8" height="330" fill="${p.dark}" opacity="0.35"/>
  <path d="M276 464 L324 464 L306 536 L294 536 Z" fill="#e9c49a"/>
  <path d="M276 464 Q284 470 290 464 Q298 472 304 464 Q312 470 324 464" fill="${p.main}"/>
  <path d="M294 536 L306 536 L300 560 Z" fill="#34343a"/>`;
}

export function highlighter(p: Palette): string {
  return `
  <path d="M110 520 C210 470 330 500 490 430" stroke="${p.main}" stroke-width="44" stroke-linecap="round" fill="none" opacity="0.35"/>
  <rect x="262" y="80" width="76" height="112" rx="20" fill="${p.main}"/>
  <rect x="318" y="96" width="12" height="92" rx="6" fill="${p.dark}"/>
  <rect x="258" y="180" width="84" height="250" rx="22" fill="url(#sheen)"/>
  <rect x="276" y="220" width="48" height="150" rx="10" fill="#ffffff" opacity="0.35"/>
  <path d="M270 428 L330 428 L322 470 L280 470 Z" fill="${p.dark}"/>
  <path d="M282 470 L318 470 L314 500 L286 512 Z" fill="${p.light}"/>`;
}
