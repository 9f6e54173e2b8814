/** Small colour arithmetic for the drawings: mixing, tints and shades of a hex colour. */
const parse = (hex: string): [number, number, number] => {
  const n = Number.parseInt(hex.replace('#', ''), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
};

const toHex = (rgb: [number, number, number]): string =>
  '#' +
  rgb
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('');

/** t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = parse(a);
  const [br, bg, bb] = parse(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

export const tint = (hex: string, t: number): string => mix(hex, '#ffffff', t);
export const shade = (hex: string, t: number): string => mix(hex, '#000000', t);

/** Perceived lightness 0–1, to keep light colours readable on light backgrounds. */
export function lightness(hex: string): number {
  const [r, g, b] = parse(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

export interface Palette {
  main: string;
  dark: string;
  light: string;
  /** Metal trim: gold on dark colours, silver on light ones. */
  metal: [string, string];
  ink: string;
}

export function paletteFor(hex: string): Palette {
  const l = lightness(hex);
  return {
    main: hex,
    dark: shade(hex, l > 0.7 ? 0.3 : 0.35),
    light: tint(hex, 0.35),
    metal: l < 0.35 ? ['#f3d98b', '#a8812e'] : ['#f4f6f8', '#8d959e'],
    ink: '#26262b',
  };
}
