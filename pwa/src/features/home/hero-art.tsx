/* Hand-drawn-style SVG art for the hero slides: no image download, crisp at any size, no LCP wait. */

export function PenArt() {
  return (
    <svg viewBox="0 0 320 260" width="320" height="260" aria-hidden="true" focusable="false" className="hero-art">
      <ellipse cx="160" cy="230" rx="120" ry="14" fill="#1f3a5f" opacity="0.12" />
      <rect x="40" y="150" width="240" height="70" rx="8" fill="#fffaf0" stroke="#e8dcc3" />
      <path d="M60 175h150M60 190h180M60 205h110" stroke="#1f3a5f" strokeWidth="2" strokeLinecap="round" opacity="0.35" />
      <path d="M62 176c14-10 22 8 34-2s18 6 30-3" stroke="#1f3a5f" strokeWidth="2.4" fill="none" strokeLinecap="round" />
      <g transform="rotate(-38 190 110)">
        <rect x="120" y="96" width="150" height="26" rx="13" fill="#1f3a5f" />
        <rect x="230" y="96" width="8" height="26" fill="#b8892e" />
        <rect x="150" y="99" width="46" height="5" rx="2.5" fill="#b8892e" />
        <path d="M120 99 92 109l28 10z" fill="#b8892e" />
        <path d="M92 109h-8" stroke="#0f2138" strokeWidth="2" strokeLinecap="round" />
        <path d="M104 109h14" stroke="#0f2138" strokeWidth="1.4" />
      </g>
      <circle cx="262" cy="52" r="20" fill="#b8892e" opacity="0.18" />
      <circle cx="52" cy="70" r="10" fill="#1f3a5f" opacity="0.12" />
    </svg>
  );
}

export function NotebookArt() {
  return (
    <svg viewBox="0 0 320 260" width="320" height="260" aria-hidden="true" focusable="false" className="hero-art">
      <ellipse cx="160" cy="232" rx="120" ry="14" fill="#1f3a5f" opacity="0.12" />
      <rect x="92" y="40" width="150" height="185" rx="10" fill="#7a3b2e" transform="rotate(8 167 132)" />
      <rect x="70" y="34" width="150" height="190" rx="10" fill="#1f3a5f" />
      <rect x="70" y="34" width="18" height="190" rx="6" fill="#17304f" />
      <rect x="188" y="34" width="8" height="190" fill="#b8892e" />
      <rect x="108" y="80" width="70" height="38" rx="4" fill="#faf6ee" />
      <path d="M118 94h50M118 104h34" stroke="#1f3a5f" strokeWidth="2" strokeLinecap="round" />
      <path d="M200 224v20l6-6 6 6v-20" fill="#b8892e" />
      <circle cx="258" cy="64" r="18" fill="#b8892e" opacity="0.2" />
    </svg>
  );
}

export function PaletteArt() {
  return (
    <svg viewBox="0 0 320 260" width="320" height="260" aria-hidden="true" focusable="false" className="hero-art">
      <ellipse cx="160" cy="232" rx="120" ry="14" fill="#1f3a5f" opacity="0.12" />
      <path
        d="M160 44c62 0 110 38 110 86 0 30-26 40-48 34-18-5-30 6-26 22 5 22-14 38-40 38-60 0-106-40-106-92S98 44 160 44Z"
        fill="#fffaf0"
        stroke="#e8dcc3"
        strokeWidth="2"
      />
      <circle cx="110" cy="100" r="15" fill="#1f3a5f" />
      <circle cx="156" cy="80" r="15" fill="#b8892e" />
      <circle cx="204" cy="94" r="15" fill="#a8261e" />
      <circle cx="96" cy="150" r="15" fill="#1e6b3a" />
      <circle cx="140" cy="184" r="13" fill="#6a4c93" />
      <g transform="rotate(34 240 170)">
        <rect x="180" y="164" width="120" height="10" rx="5" fill="#8a6420" />
        <path d="M180 164c-14 0-24 5-28 5s14 5 28 5z" fill="#1d1d1f" />
      </g>
    </svg>
  );
}
