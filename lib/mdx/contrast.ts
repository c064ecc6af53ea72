/**
 * Keeps highlighted code readable: Shiki theme colours are adjusted at build time so every token has at
 * least WCAG AA contrast (4.5:1) against both the code background and the highlighted-line background
 * of its colour mode. Colours that already pass are left exactly as the theme has them.
 */
/** Code backgrounds per colour mode; app/globals.css uses the same values (--code-bg, --code-hl). */
export const CODE_BACKGROUNDS = {
  light: ['#f6f8fa', '#e3edfd'],
  dark: ['#17181a', '#26344d'],
} as const;

const MIN_CONTRAST = 4.6;

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb | undefined {
  const m = /^#([0-9a-f]{3}|[0-9a-f]{6})([0-9a-f]{2})?$/i.exec(hex.trim());
  if (!m) return undefined;
  const h = m[1]!.length === 3 ? [...m[1]!].map((c) => c + c).join('') : m[1]!;
  return [0, 2, 4].map((i) => parseInt(h.slice(i, i + 2), 16)) as Rgb;
}

const toHex = (rgb: Rgb) => `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** WCAG contrast ratio of two colours. */
export function contrast(a: Rgb, b: Rgb): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG contrast ratio of two hex colours (`#rgb` or `#rrggbb`). */
export function contrastOfHex(a: string, b: string): number {
  const [x, y] = [parseHex(a), parseHex(b)];
  if (!x || !y) throw new Error(`not a hex colour: ${x ? b : a}`);
  return contrast(x, y);
}

/** Mixes a colour towards black (light mode) or white (dark mode) until it passes on every background. */
export function ensureContrast(hex: string, mode: 'light' | 'dark'): string {
  const rgb = parseHex(hex);
  if (!rgb) return hex;
  const backgrounds = CODE_BACKGROUNDS[mode].map((b) => parseHex(b)!);
  const passes = (c: Rgb) => backgrounds.every((bg) => contrast(c, bg) >= MIN_CONTRAST);
  if (passes(rgb)) return hex;
  const target = mode === 'light' ? 0 : 255;
  for (let t = 0.05; t <= 1; t += 0.05) {
    const mixed = rgb.map((v) => v + (target - v) * t) as Rgb;
    if (passes(mixed)) return toHex(mixed);
  }
  return mode === 'light' ? '#000000' : '#ffffff';
}
