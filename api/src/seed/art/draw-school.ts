/** School basics: eraser, sharpener, ruler, glue, tape and geometry box, drawn around (300, 300). */
import type { Palette } from './colour.js';

export function eraser(p: Palette): string {
  // A block eraser half out of its printed paper sleeve.
  return `
  <rect x="150" y="250" width="300" height="120" rx="18" fill="#f7f3ec"/>
  <rect x="150" y="350" width="300" height="20" rx="10" fill="#d9d2c4"/>
  <rect x="250" y="240" width="210" height="140" rx="8" fill="url(#softV)"/>
  <rect x="250" y="290" width="210" height="14" fill="${p.light}" opacity="0.7"/>
  <rect x="250" y="316" width="210" height="6" fill="${p.dark}" opacity="0.5"/>
  <path d="M160 380 Q200 400 240 380" stroke="#cfc6b6" stroke-width="6" fill="none" stroke-linecap="round"/>`;
}

export function sharpener(p: Palette): string {
  // A box sharpener: a coloured body with a blade and a pencil hole.
  return `
  <rect x="200" y="220" width="200" height="190" rx="26" fill="url(#softV)"/>
  <rect x="200" y="380" width="200" height="30" rx="14" fill="${p.dark}"/>
  <rect x="230" y="244" width="140" height="70" rx="10" fill="url(#steel)"/>
  <circle cx="300" cy="279" r="22" fill="#2b2b30"/>
  <circle cx="300" cy="279" r="9" fill="#1a1a1d"/>
  <circle cx="244" cy="258" r="6" fill="url(#metal)"/>
  <path d="M250 340 L350 340" stroke="${p.light}" stroke-width="10" stroke-linecap="round" opacity="0.6"/>`;
}

export function ruler(p: Palette): string {
  const ticks = Array.from({ length: 31 }, (_, i) => {
    const h = i % 10 === 0 ? 44 : i % 5 === 0 ? 32 : 20;
    return `<rect x="${92 + i * 14}" y="262" width="3" height="${h}" fill="${p.ink}" opacity="0.75"/>`;
  }).join('');
  return `
  <rect x="70" y="250" width="460" height="110" rx="8" fill="${p.main}" opacity="0.85"/>
  <rect x="70" y="250" width="460" height="16" rx="6" fill="#ffffff" opacity="0.35"/>
  <rect x="70" y="344" width="460" height="16" rx="6" fill="${p.dark}" opacity="0.35"/>
  ${ticks}`;
}

export function glue(p: Palette): string {
  // A squeeze bottle of white glue with a coloured cap and label.
  return `
  <path d="M286 70 L314 70 L322 140 L278 140 Z" fill="${p.dark}"/>
  <rect x="258" y="136" width="84" height="44" rx="10" fill="url(#softV)"/>
  <path d="M226 190 Q226 176 246 176 L354 176 Q374 176 374 190 L386 500 Q386 528 358 528 L242 528 Q214 528 214 500 Z" fill="#f6f4ef"/>
  <rect x="222" y="290" width="156" height="150" rx="8" fill="url(#softV)"/>
  <rect x="240" y="318" width="120" height="18" rx="6" fill="#ffffff" opacity="0.8"/>
  <rect x="240" y="350" width="90" height="10" rx="5" fill="#ffffff" opacity="0.5"/>
  <rect x="232" y="200" width="14" height="300" rx="7" fill="#ffffff" opacity="0.6"/>`;
}

export function tape(p: Palette): string {
  // A roll of clear tape seen side on, with a tail of tape.
  return `
  <circle cx="300" cy="300" r="170" fill="url(#softV)" opacity="0.75"/>
  <circle cx="300" cy="300" r="170" fill="none" stroke="${p.dark}" stroke-width="4" opacity="0.5"/>
  <circle cx="300" cy="300" r="110" fill="#e2d6c0"/>
  <circle cx="300" cy="300" r="92" fill="#f8f6f1"/>
  <circle cx="300" cy="300" r="140" fill="none" stroke="#ffffff" stroke-width="6" opacity="0.35"/>
  <path d="M300 470 L530 470 L540 500 L300 500 Z" fill="${p.light}" opacity="0.7"/>`;
}

export function geometryBox(p: Palette): string {
  // An open tin with a compass, divider, pencil and set square.
  return `
  <rect x="110" y="170" width="380" height="280" rx="18" fill="url(#softV)"/>
  <rect x="126" y="186" width="348" height="248" rx="10" fill="#e9ecef"/>
  <path d="M170 420 L170 250 L320 420 Z" fill="${p.light}" opacity="0.8"/>
  <path d="M360 210 L330 410" stroke="url(#steel)" stroke-width="10" stroke-linecap="round"/>
  <path d="M370 210 L420 410" stroke="url(#steel)" stroke-width="10" stroke-linecap="round"/>
  <circle cx="365" cy="206" r="14" fill="url(#metal)"/>
  <rect x="250" y="220" width="22" height="190" rx="6" fill="#f2c230"/>
  <rect x="110" y="440" width="380" height="20" rx="10" fill="${p.dark}"/>`;
}
