// Procedural demo art for the seed data: product shots, category tiles, banners, gallery scenes and a looping WebM, drawn as SVG and rendered with sharp.
import { muxWebm, vp8FrameFromWebp } from './webm.ts';

export type Shape = 'bottle' | 'spray' | 'can' | 'pouch' | 'jar' | 'combo';
type Single = Exclude<Shape, 'combo'>;

// ---------------------------------------------------------------------------
// Text: DejaVu Sans is installed with the system fonts; Arial/sans-serif are fallbacks.

const FONT = `'DejaVu Sans', Arial, sans-serif`;
/** Condensed face (about 0.9x as wide) for product names on narrow labels. */
const FONT_COND = `'DejaVu Sans Condensed', 'Arial Narrow', 'DejaVu Sans', sans-serif`;
const COND = 0.9;
const DARK = '#1b2130';
const MUTED = '#5a6375';

/** Advance widths (hundredths of an em) of ASCII 32..126, measured from DejaVu Sans Bold / Book. */
const W_BOLD = [
  35, 46, 52, 84, 70, 100, 87, 31, 46, 46, 52, 84, 38, 42, 38, 37, 70, 70, 70, 70, 70, 70, 70, 70, 70, 70, 40,
  40, 84, 84, 84, 58, 100, 77, 76, 73, 83, 68, 68, 82, 84, 37, 37, 77, 64, 100, 84, 85, 73, 85, 77, 68, 71,
  81, 77, 110, 77, 72, 73, 46, 37, 46, 84, 50, 50, 67, 72, 59, 72, 68, 41, 72, 71, 34, 34, 67, 34, 104, 71,
  69, 72, 72, 49, 60, 48, 71, 65, 92, 65, 65, 58, 71, 37, 71, 84,
];
const W_REG = [
  32, 40, 46, 84, 64, 95, 78, 27, 39, 39, 50, 84, 32, 36, 32, 34, 64, 64, 64, 64, 64, 64, 64, 64, 64, 64, 34,
  34, 84, 84, 84, 53, 100, 71, 69, 70, 77, 63, 58, 77, 75, 29, 29, 66, 56, 86, 75, 79, 60, 79, 69, 63, 59, 73,
  68, 99, 69, 61, 69, 39, 34, 39, 84, 50, 50, 61, 63, 55, 63, 62, 35, 63, 63, 28, 28, 58, 28, 97, 63, 61, 63,
  63, 39, 52, 39, 63, 59, 82, 59, 59, 52, 64, 34, 64, 84,
];

function textWidth(text: string, size: number, bold: boolean, letterSpacing = 0, cond = false): number {
  const table = bold ? W_BOLD : W_REG;
  let em = 0;
  let n = 0;
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 32;
    em += code >= 32 && code < 127 ? (table[code - 32] ?? 70) / 100 : bold ? 0.86 : 0.8;
    n++;
  }
  return em * size * (cond ? COND : 1) + Math.max(0, n - 1) * letterSpacing;
}

function esc(s: string): string {
  return s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** "Title (details)" or "Title – Variant" → title plus a smaller detail line. */
function splitName(name: string): { title: string; detail: string | null } {
  const paren = /^(.+?)\s*\((.+)\)\s*$/.exec(name.trim());
  if (paren?.[1] && paren[2]) return { title: paren[1], detail: paren[2] };
  const dash = /^(.+)\s+[–—-]\s+(.+)$/.exec(name.trim());
  if (dash?.[1] && dash[2]) return { title: dash[1], detail: dash[2] };
  return { title: name.trim(), detail: null };
}

/**
 * Greedy word wrap. Lines may also break after a hyphen inside a word ("Multi-" / "Surface");
 * a word wider than the line is split with a hyphen, which `broken` reports.
 */
function wrap(
  text: string,
  maxWidth: number,
  size: number,
  bold: boolean,
  cond = false,
): { lines: string[]; broken: boolean } {
  const tw = (s: string): number => textWidth(s, size, bold, 0, cond);
  const tokens: { text: string; space: boolean }[] = [];
  for (const word of text.trim().split(/\s+/).filter(Boolean)) {
    const parts = word.split(/(?<=[A-Za-z]-)(?=[A-Za-z])/);
    for (const [i, part] of parts.entries()) tokens.push({ text: part, space: i === 0 });
  }
  const lines: string[] = [];
  let broken = false;
  let line = '';
  for (const tok of tokens) {
    const candidate = line ? `${line}${tok.space ? ' ' : ''}${tok.text}` : tok.text;
    if (tw(candidate) <= maxWidth) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = tok.text;
    while (tw(rest) > maxWidth && rest.length > 1) {
      broken = true;
      let cut = rest.length - 1;
      while (cut > 1 && tw(`${rest.slice(0, cut)}-`) > maxWidth) cut--;
      lines.push(`${rest.slice(0, cut)}-`);
      rest = rest.slice(cut);
    }
    line = rest;
  }
  if (line) lines.push(line);
  return { lines: lines.length ? lines : [''], broken };
}

type Fitted = {
  lines: string[];
  size: number;
  lh: number;
  height: number;
  cond: boolean;
  truncated: boolean;
};

/** Largest font size (maxSize..minSize) at which the text wraps into maxLines within the box; else ellipsised. */
function fit(
  text: string,
  o: {
    maxWidth: number;
    maxHeight?: number;
    maxLines: number;
    maxSize: number;
    minSize: number;
    bold?: boolean;
    lh?: number;
    cond?: boolean;
  },
): Fitted {
  const bold = o.bold ?? true;
  const cond = o.cond ?? false;
  const lh = o.lh ?? 1.14;
  const blockH = (n: number, size: number): number => size * (1 + lh * (n - 1));
  let hyphenated: Fitted | null = null;
  for (let size = o.maxSize; size >= o.minSize; size -= Math.max(1, size * 0.04)) {
    const { lines, broken } = wrap(text, o.maxWidth, size, bold, cond);
    const h = blockH(lines.length, size);
    if (lines.length <= o.maxLines && (o.maxHeight === undefined || h <= o.maxHeight)) {
      if (!broken) return { lines, size, lh, height: h, cond, truncated: false };
      hyphenated ??= { lines, size, lh, height: h, cond, truncated: false };
    }
  }
  if (hyphenated) return hyphenated;
  const size = o.minSize;
  const all = wrap(text, o.maxWidth, size, bold, cond).lines;
  const maxLines = Math.max(
    1,
    Math.min(
      o.maxLines,
      o.maxHeight === undefined ? o.maxLines : Math.floor((o.maxHeight / size - 1) / lh) + 1,
    ),
  );
  const lines = all.slice(0, maxLines);
  if (all.length > maxLines) {
    let last = `${lines[maxLines - 1] ?? ''}…`;
    while (last.length > 1 && textWidth(last, size, bold, 0, cond) > o.maxWidth) {
      last = `${last.slice(0, -2).trimEnd()}…`;
    }
    lines[maxLines - 1] = last;
  }
  return { lines, size, lh, height: blockH(lines.length, size), cond, truncated: all.length > maxLines };
}

/** SVG <text> for fitted lines; `top` is the top of the text block. */
function textBlock(
  f: Fitted,
  o: {
    x: number;
    top: number;
    anchor?: 'start' | 'middle' | 'end';
    fill: string;
    bold?: boolean;
    opacity?: number;
    spacing?: number;
  },
): string {
  const weight = (o.bold ?? true) ? 700 : 400;
  const spans = f.lines
    .map(
      (line, i) =>
        `<tspan x="${n(o.x)}" y="${n(o.top + f.size * 0.8 + i * f.size * f.lh)}">${esc(line)}</tspan>`,
    )
    .join('');
  return `<text font-family="${f.cond ? FONT_COND : FONT}" font-size="${n(f.size)}" font-weight="${weight}" fill="${o.fill}" text-anchor="${o.anchor ?? 'start'}"${o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`}${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}>${spans}</text>`;
}

/** One line of text at a baseline. */
function label1(
  text: string,
  x: number,
  y: number,
  size: number,
  fill: string,
  o: { bold?: boolean; anchor?: 'start' | 'middle' | 'end'; spacing?: number; opacity?: number } = {},
): string {
  return `<text x="${n(x)}" y="${n(y)}" font-family="${FONT}" font-size="${n(size)}" font-weight="${(o.bold ?? true) ? 700 : 400}" fill="${fill}" text-anchor="${o.anchor ?? 'start'}"${o.spacing ? ` letter-spacing="${o.spacing}"` : ''}${o.opacity === undefined ? '' : ` fill-opacity="${o.opacity}"`}>${esc(text)}</text>`;
}

function n(v: number): string {
  return Number.isInteger(v) ? String(v) : v.toFixed(1);
}

// ---------------------------------------------------------------------------
// Colour helpers.

type Rgb = [number, number, number];

const NAMED: Record<string, string> = {
  white: '#ffffff',
  black: '#000000',
  red: '#e53935',
  green: '#2e7d32',
  blue: '#1e88e5',
  yellow: '#fdd835',
  orange: '#fb8c00',
  purple: '#8e24aa',
  violet: '#7e57c2',
  indigo: '#3949ab',
  pink: '#ec407a',
  teal: '#00897b',
  cyan: '#00acc1',
  navy: '#1a237e',
  maroon: '#8e1b2e',
  brown: '#795548',
  olive: '#827717',
  lime: '#7cb342',
  gold: '#f9a825',
  grey: '#757575',
  gray: '#757575',
  silver: '#9e9e9e',
  magenta: '#d81b60',
};

function parseColour(c: string): Rgb {
  const s0 = c.trim().toLowerCase();
  const s = NAMED[s0] ?? s0;
  let m = /^#?([0-9a-f]{6})$/.exec(s);
  if (m?.[1]) {
    const v = Number.parseInt(m[1], 16);
    return [(v >> 16) & 255, (v >> 8) & 255, v & 255];
  }
  m = /^#?([0-9a-f]{3})$/.exec(s);
  if (m?.[1]) {
    const [r = '0', g = '0', b = '0'] = m[1].split('');
    return [Number.parseInt(r + r, 16), Number.parseInt(g + g, 16), Number.parseInt(b + b, 16)];
  }
  const rgb = /^rgba?\(\s*(\d+)[\s,]+(\d+)[\s,]+(\d+)/.exec(s);
  if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  // Unknown colour names: derive a stable hue from the string.
  let h = 0;
  for (const ch of s) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 360;
  return hslToRgb(h, 0.6, 0.45);
}

function hex([r, g, b]: Rgb): string {
  const c = (v: number): string =>
    Math.round(Math.max(0, Math.min(255, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = parseColour(a);
  const y = parseColour(b);
  return hex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}
const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#000000', t);

function rgbToHsl([r, g, b]: Rgb): [number, number, number] {
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h = max === rr ? (gg - bb) / d + (gg < bb ? 6 : 0) : max === gg ? (bb - rr) / d + 2 : (rr - gg) / d + 4;
  h *= 60;
  return [h, s, l];
}

function hslToRgb(h: number, s: number, l: number): Rgb {
  const k = (m: number): number => (m + h / 30) % 12;
  const a = s * Math.min(l, 1 - l);
  const f = (m: number): number => l - a * Math.max(-1, Math.min(k(m) - 3, 9 - k(m), 1));
  return [f(0) * 255, f(8) * 255, f(4) * 255];
}

function hue(c: string, deg: number): string {
  const [h, s, l] = rgbToHsl(parseColour(c));
  return hex(hslToRgb((((h + deg) % 360) + 360) % 360, s, l));
}

function luminance(c: string): number {
  const lin = (v: number): number => {
    const x = v / 255;
    return x <= 0.03928 ? x / 12.92 : ((x + 0.055) / 1.055) ** 2.4;
  };
  const [r, g, b] = parseColour(c);
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

/** Lowers HSL lightness (keeping the colour saturated) until luminance <= target. */
function dimTo(c: string, target: number, yellowShift: boolean): string {
  if (luminance(c) <= target) return hex(parseColour(c));
  let [h, s, l] = rgbToHsl(parseColour(c));
  // Dark yellows turn olive; lean them towards amber instead.
  if (yellowShift && h > 36 && h < 80 && s > 0.2) h = 36 - (h - 36) * 0.25;
  if (s > 0.08) s = Math.max(s, Math.min(0.75, s + 0.15));
  let out = hex(hslToRgb(h, s, l));
  for (let i = 0; i < 60 && luminance(out) > target; i++) {
    l -= 0.015;
    out = hex(hslToRgb(h, s, Math.max(0, l)));
  }
  return out;
}
/** A rich dark shade that white text reads well on. */
function deep(c: string, target = 0.16): string {
  return dimTo(c, target, true);
}
/** A vivid but not too light version, for containers. */
function vivid(c: string): string {
  let out = dimTo(c, 0.56, false);
  for (let i = 0; i < 10 && luminance(out) < 0.03; i++) out = lighten(out, 0.1);
  return out;
}

// ---------------------------------------------------------------------------
// Small drawing helpers.

function rr(x: number, y: number, w: number, h: number, r: number, ccw = false): string {
  const q = Math.min(r, w / 2, h / 2);
  if (!ccw) {
    return `M${n(x + q)},${n(y)}H${n(x + w - q)}Q${n(x + w)},${n(y)} ${n(x + w)},${n(y + q)}V${n(y + h - q)}Q${n(x + w)},${n(y + h)} ${n(x + w - q)},${n(y + h)}H${n(x + q)}Q${n(x)},${n(y + h)} ${n(x)},${n(y + h - q)}V${n(y + q)}Q${n(x)},${n(y)} ${n(x + q)},${n(y)}Z`;
  }
  return `M${n(x + q)},${n(y)}Q${n(x)},${n(y)} ${n(x)},${n(y + q)}V${n(y + h - q)}Q${n(x)},${n(y + h)} ${n(x + q)},${n(y + h)}H${n(x + w - q)}Q${n(x + w)},${n(y + h)} ${n(x + w)},${n(y + h - q)}V${n(y + q)}Q${n(x + w)},${n(y)} ${n(x + w - q)},${n(y)}Z`;
}

/** Four-point sparkle. */
function star(cx: number, cy: number, r: number, fill = '#ffffff', opacity = 1): string {
  const k = r * 0.16;
  return `<path d="M${n(cx)},${n(cy - r)}Q${n(cx + k)},${n(cy - k)} ${n(cx + r)},${n(cy)}Q${n(cx + k)},${n(cy + k)} ${n(cx)},${n(cy + r)}Q${n(cx - k)},${n(cy + k)} ${n(cx - r)},${n(cy)}Q${n(cx - k)},${n(cy - k)} ${n(cx)},${n(cy - r)}Z" fill="${fill}" fill-opacity="${opacity}"/>`;
}

/** Sparkle with a soft glow (needs the 'glow' radial gradient from commonDefs). */
function sparkle(cx: number, cy: number, r: number, opacity = 1): string {
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r * 0.9)}" fill="url(#glow)" opacity="${opacity}"/>${star(cx, cy, r, '#ffffff', opacity)}`;
}

/** Soap bubble (needs 'bub' gradient from commonDefs). */
function bubble(cx: number, cy: number, r: number, rim: string, opacity = 1): string {
  return `<g opacity="${opacity}"><circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="url(#bub)" stroke="${rim}" stroke-opacity="0.35" stroke-width="${n(Math.max(1, r * 0.04))}"/><ellipse cx="${n(cx - r * 0.38)}" cy="${n(cy - r * 0.42)}" rx="${n(r * 0.24)}" ry="${n(r * 0.14)}" transform="rotate(-35 ${n(cx - r * 0.38)} ${n(cy - r * 0.42)})" fill="#ffffff" fill-opacity="0.85"/></g>`;
}

function commonDefs(): string {
  return `<radialGradient id="bub" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.06"/><stop offset="0.93" stop-color="#ffffff" stop-opacity="0.5"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.8"/></radialGradient><radialGradient id="glow" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient><radialGradient id="floor" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#000000" stop-opacity="0.34"/><stop offset="0.55" stop-color="#000000" stop-opacity="0.14"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></radialGradient>`;
}

function floorShadow(cx: number, cy: number, rx: number, ry: number, opacity = 1): string {
  return `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="url(#floor)" opacity="${opacity}"/>`;
}

/** Deterministic PRNG (mulberry32). */
function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function svgDoc(w: number, h: number, defs: string, body: string): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}"><defs>${commonDefs()}${defs}</defs>${body}</svg>`;
}

/** sharp is loaded when the demo art is first drawn, not with the server (decision 0263). */
const loadSharp = async () => (await import('sharp')).default;

async function png(svg: string): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(svg)).png({ compressionLevel: 6 }).toBuffer();
}

// ---------------------------------------------------------------------------
// Containers. Each is drawn in local coordinates: origin at the bottom centre, y up is negative.

type Rect = { x: number; y: number; w: number; h: number; r: number };
type LabelContent =
  | { kind: 'full'; name: string; size: string }
  | { kind: 'mini'; size?: string }
  | { kind: 'none' };
type Style = 'photo' | 'flat';
type Drawn = { svg: string; w: number; h: number; label: Rect };

type Geometry = {
  w: number;
  h: number;
  body: string;
  label: Rect;
  /** Highlight strips [x, y, w, h]. */
  shine: [number, number, number, number][];
  /** Extra parts: behind the body, and on top of it (caps, triggers...). `cap` / `capDark` are paint refs. */
  back?: (p: Paints) => string;
  front: (p: Paints) => string;
  /** Parts over the body, clipped to it (seams, zips, gussets). */
  detail?: (p: Paints) => string;
};

type Paints = { body: string; cap: string; capDark: string; accent: string; flat: boolean; id: string };

function ridges(x0: number, x1: number, y: number, h: number, step: number, flat: boolean): string {
  if (flat) return '';
  let d = '';
  for (let x = x0; x <= x1; x += step) d += `M${n(x)},${n(y)}v${n(h)}`;
  return `<path d="${d}" stroke="#000000" stroke-opacity="0.09" stroke-width="2.5"/>`;
}

const GEOMETRY: Record<Single, Geometry> = {
  bottle: {
    w: 300,
    h: 622,
    body: 'M-114,0Q-150,0 -150,-36L-150,-418C-150,-478 -62,-498 -54,-530L-54,-546L54,-546L54,-530C62,-498 150,-478 150,-418L150,-36Q150,0 114,0Z',
    label: { x: -127, y: -398, w: 254, h: 338, r: 18 },
    shine: [
      [-132, -430, 22, 380],
      [112, -400, 9, 330],
    ],
    front: (p) =>
      `<path d="${rr(-63, -560, 126, 16, 8)}" fill="${p.capDark}"/><path d="${rr(-56, -622, 112, 66, 12)}" fill="${p.cap}"/>${ridges(-42, 42, -612, 48, 12, p.flat)}`,
  },
  spray: {
    w: 312,
    h: 608,
    body: 'M-85,0Q-115,0 -115,-30L-115,-368C-115,-428 -52,-444 -46,-470L-46,-484L46,-484L46,-470C52,-444 115,-428 115,-368L115,-30Q115,0 85,0Z',
    label: { x: -97, y: -350, w: 194, h: 300, r: 16 },
    shine: [
      [-104, -380, 17, 340],
      [92, -360, 8, 300],
    ],
    front: (p) =>
      `<path d="M44,-552C80,-548 94,-520 88,-484Q84,-472 71,-477C69,-505 58,-526 36,-536Z" fill="${p.capDark}"/><path d="${rr(-55, -516, 110, 38, 8)}" fill="${p.cap}"/>${ridges(-44, 44, -510, 26, 11, p.flat)}<path d="M-50,-514L-50,-578Q-50,-608 -20,-608L120,-608Q136,-608 136,-592L136,-568Q136,-556 122,-556L44,-556L44,-514Z" fill="${p.cap}"/><path d="${rr(134, -600, 22, 34, 5)}" fill="${p.flat ? p.cap : p.accent}"/>`,
  },
  can: {
    w: 360,
    h: 574,
    body: `${rr(-180, -484, 360, 484, 46)}${rr(8, -574, 164, 130, 34)}${rr(42, -548, 96, 60, 20, true)}`,
    label: { x: -146, y: -420, w: 292, h: 366, r: 20 },
    shine: [
      [-168, -460, 20, 420],
      [150, -440, 9, 380],
    ],
    front: (p) =>
      `<path d="${rr(-148, -506, 76, 26, 6)}" fill="${p.capDark}"/><path d="${rr(-160, -556, 100, 54, 11)}" fill="${p.cap}"/>${ridges(-150, -70, -548, 38, 11, p.flat)}`,
    detail: (p) =>
      p.flat
        ? ''
        : `<path d="${rr(-164, -452, 328, 430, 30)}" fill="none" stroke="#000000" stroke-opacity="0.12" stroke-width="4"/><path d="M20,-560H160" stroke="#ffffff" stroke-opacity="0.35" stroke-width="6" stroke-linecap="round"/>`,
  },
  pouch: {
    w: 340,
    h: 606,
    body: 'M-162,-560L162,-560L164,-470C174,-300 176,-120 166,-22Q162,0 140,0L-140,0Q-162,0 -166,-22C-176,-120 -174,-300 -164,-470Z',
    label: { x: -134, y: -468, w: 268, h: 402, r: 24 },
    shine: [
      [-150, -540, 26, 500],
      [-108, -540, 8, 500],
      [136, -520, 10, 460],
    ],
    back: (p) =>
      `<path d="${rr(100, -582, 32, 26, 4)}" fill="${p.capDark}"/><path d="${rr(90, -606, 52, 30, 7)}" fill="${p.cap}"/>${ridges(98, 134, -600, 18, 9, p.flat)}`,
    front: () => '',
    detail: (p) =>
      p.flat
        ? ''
        : `<rect x="-170" y="-560" width="340" height="38" fill="url(#${p.id}crimp)"/><path d="M-170,-522H170" stroke="#000000" stroke-opacity="0.14" stroke-width="2"/><path d="M-170,-506H170" stroke="#000000" stroke-opacity="0.2" stroke-width="4"/><path d="M-170,-501H170" stroke="#ffffff" stroke-opacity="0.35" stroke-width="2"/><path d="M-170,0V-24Q0,-64 170,-24V0Z" fill="#000000" fill-opacity="0.1"/><path d="M-170,-24Q0,-64 170,-24" fill="none" stroke="#ffffff" stroke-opacity="0.3" stroke-width="2"/><path d="M-166,-542L-152,-536L-166,-530Z" fill="#000000" fill-opacity="0.3"/>`,
  },
  jar: {
    w: 420,
    h: 420,
    body: 'M-188,-336L188,-336L172,-22Q170,0 148,0L-148,0Q-170,0 -172,-22Z',
    label: { x: -160, y: -302, w: 320, h: 264, r: 16 },
    shine: [
      [-172, -326, 22, 300],
      [151, -320, 8, 280],
    ],
    front: (p) =>
      `<path d="${rr(-198, -344, 396, 14, 6)}" fill="${p.capDark}"/><path d="${rr(-206, -420, 412, 82, 18)}" fill="${p.cap}"/>${ridges(-190, 190, -410, 62, 14, p.flat)}${p.flat ? '' : '<path d="M-190,-410H190" stroke="#ffffff" stroke-opacity="0.7" stroke-width="4" stroke-linecap="round"/>'}`,
  },
};

function containerDefs(id: string, c: string, capBase: string): string {
  const capA = darken(capBase, 0.22);
  return `<linearGradient id="${id}b" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(c, 0.38)}"/><stop offset="0.1" stop-color="${darken(c, 0.08)}"/><stop offset="0.26" stop-color="${lighten(c, 0.26)}"/><stop offset="0.42" stop-color="${lighten(c, 0.06)}"/><stop offset="0.72" stop-color="${c}"/><stop offset="0.9" stop-color="${darken(c, 0.18)}"/><stop offset="1" stop-color="${darken(c, 0.42)}"/></linearGradient><linearGradient id="${id}v" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.12"/><stop offset="0.25" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.85" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient><linearGradient id="${id}c" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${capA}"/><stop offset="0.28" stop-color="${lighten(capBase, 0.5)}"/><stop offset="0.6" stop-color="${capBase}"/><stop offset="1" stop-color="${darken(capBase, 0.3)}"/></linearGradient><linearGradient id="${id}d" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="${darken(capBase, 0.4)}"/><stop offset="0.3" stop-color="${darken(capBase, 0.08)}"/><stop offset="1" stop-color="${darken(capBase, 0.45)}"/></linearGradient><linearGradient id="${id}s" x1="0" x2="0" y1="0" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.12" stop-color="#ffffff" stop-opacity="0.55"/><stop offset="0.7" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient><linearGradient id="${id}l" x1="0" x2="1" y1="0" y2="0"><stop offset="0" stop-color="#e4e8ee"/><stop offset="0.14" stop-color="#ffffff"/><stop offset="0.85" stop-color="#fbfcfd"/><stop offset="1" stop-color="#dfe3e9"/></linearGradient><pattern id="${id}crimp" width="7" height="38" patternUnits="userSpaceOnUse"><rect width="3" height="38" fill="#000000" fill-opacity="0.08"/><rect x="3" width="2" height="38" fill="#ffffff" fill-opacity="0.22"/></pattern>`;
}

function drawLabel(l: Rect, content: LabelContent, colour: string, id: string, flat: boolean): string {
  if (content.kind === 'none') return '';
  const ink = deep(colour, 0.12);
  if (flat) {
    const barW = l.w * 0.62;
    return `<path d="${rr(l.x, l.y, l.w, l.h, l.r)}" fill="${colour}" fill-opacity="0.16"/><path d="${rr(l.x + (l.w - barW) / 2, l.y + l.h * 0.3, barW, l.h * 0.07, l.h * 0.035)}" fill="${colour}" fill-opacity="0.45"/><path d="${rr(l.x + (l.w - barW * 0.7) / 2, l.y + l.h * 0.45, barW * 0.7, l.h * 0.07, l.h * 0.035)}" fill="${colour}" fill-opacity="0.3"/>${star(l.x + l.w / 2, l.y + l.h * 0.72, l.h * 0.09, colour, 0.5)}`;
  }
  const pad = l.w * 0.09;
  const cx = l.x + l.w / 2;
  const band = l.h * 0.055;
  let out = `<clipPath id="${id}lc"><path d="${rr(l.x, l.y, l.w, l.h, l.r)}"/></clipPath><g clip-path="url(#${id}lc)"><rect x="${n(l.x)}" y="${n(l.y)}" width="${n(l.w)}" height="${n(l.h)}" fill="url(#${id}l)"/><rect x="${n(l.x)}" y="${n(l.y + l.h - band)}" width="${n(l.w)}" height="${n(band + 1)}" fill="${colour}"/><rect x="${n(l.x)}" y="${n(l.y + l.h - band * 1.5)}" width="${n(l.w)}" height="${n(band * 0.35)}" fill="${colour}" fill-opacity="0.35"/></g>`;
  const brandSize = Math.max(10, Math.min(l.h * 0.068, l.w * 0.085));
  const brandW = textWidth('Chamak', brandSize, true, brandSize * 0.06) + brandSize * 1.25;
  const brandY = l.y + pad * 0.9 + brandSize * 0.82;
  out += star(cx - brandW / 2 + brandSize * 0.45, brandY - brandSize * 0.36, brandSize * 0.55, colour);
  out += label1('Chamak', cx - brandW / 2 + brandSize * 1.25, brandY, brandSize, ink, {
    spacing: brandSize * 0.06,
  });
  const divY = brandY + brandSize * 0.55;
  out += `<rect x="${n(cx - l.w * 0.18)}" y="${n(divY)}" width="${n(l.w * 0.36)}" height="${n(Math.max(1.5, l.h * 0.006))}" rx="1" fill="${colour}" fill-opacity="0.55"/>`;
  const bottom = l.y + l.h - band * 1.5 - pad * 0.55;
  if (content.kind === 'full') {
    const sizeFit = fit(content.size, {
      maxWidth: l.w - pad * 2,
      maxLines: 1,
      maxSize: Math.min(l.h * 0.16, l.w * 0.2),
      minSize: 8,
    });
    const sizeTop = bottom - sizeFit.size * 0.98;
    out += textBlock(sizeFit, { x: cx, top: sizeTop, anchor: 'middle', fill: ink });
    const nameTop = divY + pad * 0.7;
    const nameBottom = sizeTop - pad * 0.55;
    const avail = nameBottom - nameTop;
    const split = splitName(content.name);
    const layout = (
      title: string,
      detail: string | null,
    ): { nameFit: Fitted; detailFit: Fitted | null; gap: number } => {
      const detailFit = detail
        ? fit(detail, {
            maxWidth: l.w - pad * 2,
            maxHeight: avail * 0.3,
            maxLines: 2,
            maxSize: l.w * 0.072,
            minSize: Math.max(6, l.w * 0.042),
            bold: false,
            lh: 1.2,
            cond: true,
          })
        : null;
      const gap = detailFit ? detailFit.size * 0.6 : 0;
      const titleAvail = avail - (detailFit ? detailFit.height + gap : 0);
      const nameFit = fit(title, {
        maxWidth: l.w - pad * 2,
        maxHeight: titleAvail,
        maxLines: 3,
        maxSize: Math.min(l.w * 0.14, titleAvail * 0.46),
        minSize: Math.max(7, l.w * 0.052),
        lh: 1.1,
        cond: true,
      });
      return { nameFit, detailFit, gap };
    };
    let named = layout(split.title, split.detail);
    // No room for a separate detail line: give the whole name to the title instead.
    if (named.detailFit && (named.nameFit.truncated || named.detailFit.truncated))
      named = layout(content.name, null);
    const { nameFit, detailFit, gap } = named;
    const blockTop = nameTop + (avail - nameFit.height - (detailFit ? detailFit.height + gap : 0)) / 2;
    out += textBlock(nameFit, { x: cx, top: blockTop, anchor: 'middle', fill: DARK });
    if (detailFit) {
      out += textBlock(detailFit, {
        x: cx,
        top: blockTop + nameFit.height + gap,
        anchor: 'middle',
        fill: ink,
        bold: false,
      });
    }
  } else {
    const midTop = divY + pad * 0.9;
    const avail = bottom - midTop;
    const bw = l.w * 0.56;
    const bh = Math.min(avail * 0.09, l.w * 0.05);
    out += `<rect x="${n(cx - bw / 2)}" y="${n(midTop + avail * 0.12)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${DARK}" fill-opacity="0.55"/><rect x="${n(cx - bw * 0.36)}" y="${n(midTop + avail * 0.12 + bh * 2)}" width="${n(bw * 0.72)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${DARK}" fill-opacity="0.28"/>`;
    out += star(cx, midTop + avail * 0.52, Math.min(avail * 0.13, l.w * 0.12), colour, 0.8);
    if (content.size) {
      const sf = fit(content.size, { maxWidth: l.w - pad * 2, maxLines: 1, maxSize: l.h * 0.12, minSize: 8 });
      out += textBlock(sf, { x: cx, top: bottom - sf.size, anchor: 'middle', fill: ink });
    }
  }
  return out;
}

let idCounter = 0;

/** Draws one container in local coordinates. */
function drawContainer(shape: Single, colour: string, style: Style, content: LabelContent): Drawn {
  const g = GEOMETRY[shape];
  const id = `k${(idCounter++).toString(36)}`;
  const flat = style === 'flat';
  const c = vivid(colour);
  const capBase = shape === 'can' ? darken(c, 0.25) : '#eef1f5';
  const p: Paints = flat
    ? { body: '#ffffff', cap: '#ffffff', capDark: '#ffffff', accent: '#ffffff', flat, id }
    : { body: `url(#${id}b)`, cap: `url(#${id}c)`, capDark: `url(#${id}d)`, accent: deep(c, 0.1), flat, id };
  let svg = flat
    ? `<defs><clipPath id="${id}k"><path d="${g.body}"/></clipPath></defs>`
    : `<defs>${containerDefs(id, c, capBase)}<clipPath id="${id}k"><path d="${g.body}"/></clipPath></defs>`;
  svg += g.back?.(p) ?? '';
  if (flat) {
    svg += `<path d="${g.body}" fill="#ffffff"/>`;
    svg += g.front(p).replace(/fill="#ffffff"/g, 'fill="#ffffff" fill-opacity="0.82"');
    svg += drawLabel(g.label, content, colour, id, true);
    return { svg, w: g.w, h: g.h, label: g.label };
  }
  svg += `<path d="${g.body}" fill="${p.body}"/><g clip-path="url(#${id}k)"><path d="${g.body}" fill="url(#${id}v)"/>${g.detail?.(p) ?? ''}</g>`;
  const shine = g.shine
    .map(
      ([x, y, w, h]) =>
        `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="${n(w / 2)}" fill="url(#${id}s)"/>`,
    )
    .join('');
  svg += `<g clip-path="url(#${id}k)">${shine}</g>`;
  svg += drawLabel(g.label, content, c, id, false);
  // Faint gloss over the label so it sits on curved plastic.
  svg += `<g clip-path="url(#${id}k)" opacity="0.35">${shine}</g>`;
  svg += g.front(p);
  return { svg, w: g.w, h: g.h, label: g.label };
}

/** Places a drawn container so its bottom centre is at (cx, bottom), fitting maxW x maxH. */
function place(
  d: Drawn,
  cx: number,
  bottom: number,
  maxW: number,
  maxH: number,
  rotate = 0,
): { svg: string; s: number } {
  const s = Math.min(maxW / d.w, maxH / d.h);
  return {
    svg: `<g transform="translate(${n(cx)} ${n(bottom)})${rotate ? ` rotate(${rotate})` : ''} scale(${s.toFixed(4)})">${d.svg}</g>`,
    s,
  };
}

const TRIOS: Single[][] = [
  ['pouch', 'bottle', 'spray'],
  ['jar', 'can', 'bottle'],
  ['spray', 'pouch', 'jar'],
  ['bottle', 'spray', 'can'],
];

/** A group of three containers (back-left, front-centre, back-right) on a shared floor shadow. */
function trio(
  colour: string,
  cx: number,
  bottom: number,
  height: number,
  variant: number,
  withShadow = true,
): string {
  const shapes = TRIOS[((variant % TRIOS.length) + TRIOS.length) % TRIOS.length] ?? [
    'pouch',
    'bottle',
    'spray',
  ];
  const [a = 'pouch', b = 'bottle', c = 'spray'] = shapes;
  const left = drawContainer(a, hue(colour, -28), 'photo', { kind: 'mini' });
  const mid = drawContainer(b, colour, 'photo', { kind: 'mini' });
  const right = drawContainer(c, hue(colour, 32), 'photo', { kind: 'mini' });
  const off = height * 0.5;
  let out = withShadow ? floorShadow(cx, bottom, height * 0.95, height * 0.07) : '';
  out += place(left, cx - off, bottom - height * 0.03, height * 0.62, height * 0.78).svg;
  out += place(right, cx + off, bottom - height * 0.03, height * 0.62, height * 0.74).svg;
  out += floorShadow(cx, bottom + height * 0.01, height * 0.42, height * 0.05);
  out += place(mid, cx, bottom + height * 0.01, height * 0.7, height).svg;
  return out;
}

function bubbles(
  seed: number,
  count: number,
  box: [number, number, number, number],
  rMin: number,
  rMax: number,
  rim: string,
): string {
  const r = rng(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const rad = rMin + (rMax - rMin) * r() ** 1.6;
    out += bubble(box[0] + r() * box[2], box[1] + r() * box[3], rad, rim, 0.75 + r() * 0.25);
  }
  return out;
}

// ---------------------------------------------------------------------------
// Product photos.

function comboScene(
  name: string,
  colour: string,
  sizeLabel: string,
  variant: number,
): { defs: string; body: string } {
  const c = vivid(colour);
  const S = 800;
  let body = '';
  const cardH = 190;
  const cardX = 70;
  const cardW = 660;
  const cardTop = S - 24 - cardH;
  body += trio(c, 400, cardTop - 18, 440, variant);
  // Name card: brand, title, what is inside, and the pack size.
  const sz = fit(sizeLabel, { maxWidth: 180, maxLines: 1, maxSize: 28, minSize: 12 });
  const sizeW = textWidth(sz.lines[0] ?? '', sz.size, true) + 44;
  const pillX = cardX + cardW - 28 - sizeW;
  const textX = cardX + 34;
  const textW = pillX - 24 - textX;
  const { title, detail } = splitName(name);
  const detailFit = detail
    ? fit(detail, {
        maxWidth: textW,
        maxHeight: 56,
        maxLines: 3,
        maxSize: 19,
        minSize: 13,
        bold: false,
        lh: 1.2,
        cond: true,
      })
    : null;
  const textTop = cardTop + 62;
  const textH = cardH - 62 - 22;
  const titleH = textH - (detailFit ? detailFit.height + 10 : 0);
  const titleFit = fit(title, {
    maxWidth: textW,
    maxHeight: titleH,
    maxLines: 2,
    maxSize: 34,
    minSize: 17,
    cond: true,
  });
  const blockH = titleFit.height + (detailFit ? detailFit.height + 10 : 0);
  const top = textTop + (textH - blockH) / 2;
  body += `<g filter="url(#cardShadow)"><path d="${rr(cardX, cardTop, cardW, cardH, 28)}" fill="#ffffff"/></g>`;
  body += star(textX + 10, cardTop + 36, 11, c);
  body += label1('Chamak', textX + 28, cardTop + 43, 20, deep(c, 0.12), { spacing: 1 });
  body += textBlock(titleFit, { x: textX, top, fill: DARK });
  if (detailFit) {
    body += textBlock(detailFit, { x: textX, top: top + titleFit.height + 10, fill: MUTED, bold: false });
  }
  body += `<path d="${rr(pillX, cardTop + (cardH - 60) / 2, sizeW, 60, 30)}" fill="${c}"/>`;
  body += textBlock(sz, {
    x: pillX + sizeW / 2,
    top: cardTop + cardH / 2 - sz.size * 0.48,
    anchor: 'middle',
    fill: luminance(c) > 0.4 ? DARK : '#ffffff',
  });
  // COMBO ribbon across the top-left corner.
  body += `<g transform="translate(0 0)"><path d="M0,150L150,0L240,0L0,240Z" fill="#e23d4b"/><path d="M0,150L150,0L240,0L0,240Z" fill="url(#ribbonShine)"/><g transform="translate(98 98) rotate(-45)">${label1('COMBO', 0, 13, 38, '#ffffff', { anchor: 'middle', spacing: 3 })}</g></g>`;
  const defs = `<filter id="cardShadow" x="-10%" y="-30%" width="120%" height="170%"><feGaussianBlur in="SourceAlpha" stdDeviation="10"/><feOffset dy="8"/><feComponentTransfer><feFuncA type="linear" slope="0.18"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter><linearGradient id="ribbonShine" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.15"/></linearGradient>`;
  return { defs, body };
}

function tiles(
  x: number,
  y: number,
  w: number,
  h: number,
  size: number,
  base: string,
  grout: string,
  offsetRows = false,
): string {
  let d = '';
  for (let yy = y; yy <= y + h; yy += size) d += `M${x},${n(yy)}H${x + w}`;
  let row = 0;
  for (let yy = y; yy < y + h; yy += size, row++) {
    const shift = offsetRows && row % 2 ? size / 2 : 0;
    for (let xx = x - shift; xx <= x + w; xx += offsetRows ? size * 2 : size) {
      if (xx >= x) d += `M${n(xx)},${n(yy)}V${n(Math.min(y + h, yy + size))}`;
    }
  }
  return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${base}"/><path d="${d}" stroke="${grout}" stroke-width="3"/>`;
}

export async function productImage(opts: {
  name: string;
  colour: string;
  shape: Shape;
  sizeLabel: string;
  variant: number;
}): Promise<Buffer> {
  const v = ((Math.floor(opts.variant) % 4) + 4) % 4;
  const c = vivid(opts.colour);
  const S = 800;
  let defs = '';
  let body = '';
  const bgSoft = `<radialGradient id="bg0" cx="0.5" cy="0.4" r="0.75"><stop offset="0" stop-color="#ffffff"/><stop offset="0.55" stop-color="${lighten(c, 0.88)}"/><stop offset="1" stop-color="${lighten(c, 0.72)}"/></radialGradient>`;

  if (opts.shape === 'combo') {
    const scene = comboScene(opts.name, opts.colour, opts.sizeLabel, v);
    if (v === 3) {
      defs += `<linearGradient id="cnt" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.8)}"/><stop offset="1" stop-color="${lighten(c, 0.65)}"/></linearGradient>`;
      body += tiles(0, 0, S, 470, 100, lighten(c, 0.9), lighten(c, 0.75));
      body += `<rect y="470" width="${S}" height="330" fill="url(#cnt)"/>${bubbles(11, 9, [40, 60, 720, 300], 14, 44, c)}`;
    } else {
      defs += bgSoft;
      body += `<rect width="${S}" height="${S}" fill="url(#bg0)"/>`;
      if (v === 1)
        body += `<circle cx="620" cy="200" r="260" fill="${lighten(c, 0.6)}" fill-opacity="0.35"/>`;
      if (v === 2) body += bubbles(5, 10, [30, 40, 740, 520], 10, 40, c);
    }
    defs += scene.defs;
    body += scene.body;
    return png(svgDoc(S, S, defs, body));
  }

  const shape: Single = opts.shape;
  const d = drawContainer(shape, c, 'photo', { kind: 'full', name: opts.name, size: opts.sizeLabel });
  if (v === 0) {
    defs += bgSoft;
    body += `<rect width="${S}" height="${S}" fill="url(#bg0)"/>`;
    body += `<ellipse cx="400" cy="712" rx="330" ry="46" fill="${lighten(c, 0.6)}" fill-opacity="0.35"/>`;
    body += floorShadow(400, 706, 230, 26);
    body += place(d, 400, 704, 470, 620).svg;
  } else if (v === 1) {
    defs += `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(c, 0.93)}"/><stop offset="1" stop-color="${lighten(c, 0.8)}"/></linearGradient><linearGradient id="table" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.7)}"/><stop offset="1" stop-color="${lighten(c, 0.82)}"/></linearGradient><filter id="drop" x="-30%" y="-20%" width="170%" height="150%"><feGaussianBlur in="SourceAlpha" stdDeviation="16"/><feOffset dx="26" dy="18"/><feComponentTransfer><feFuncA type="linear" slope="0.28"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>`;
    body += `<rect width="${S}" height="${S}" fill="url(#wall)"/><rect y="560" width="${S}" height="240" fill="url(#table)"/><rect y="558" width="${S}" height="4" fill="#ffffff" fill-opacity="0.7"/>`;
    body += `<ellipse cx="470" cy="700" rx="260" ry="30" fill="url(#floor)"/>`;
    body += `<g filter="url(#drop)">${place(d, 380, 700, 440, 600, -7).svg}</g>`;
  } else if (v === 2) {
    const l = d.label;
    const s = Math.min(640 / l.w, 660 / l.h);
    defs += `<radialGradient id="vig" cx="0.5" cy="0.5" r="0.72"><stop offset="0.6" stop-color="#000000" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.28"/></radialGradient>`;
    body += `<rect width="${S}" height="${S}" fill="${lighten(c, 0.8)}"/>`;
    body += `<g transform="translate(400 400) scale(${s.toFixed(4)}) translate(${n(-(l.x + l.w / 2))} ${n(-(l.y + l.h / 2))})">${d.svg}</g>`;
    body += `<rect width="${S}" height="${S}" fill="url(#vig)"/>`;
  } else {
    defs += `<linearGradient id="counter" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f4f1ec"/><stop offset="1" stop-color="#e2ddd5"/></linearGradient><linearGradient id="sponge" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#3fae5a"/><stop offset="0.38" stop-color="#2f8f47"/><stop offset="0.4" stop-color="#ffd24d"/><stop offset="1" stop-color="#f2b632"/></linearGradient>`;
    body += tiles(0, 0, S, 540, 100, lighten(c, 0.92), lighten(c, 0.78));
    body += `<rect y="540" width="${S}" height="260" fill="url(#counter)"/><rect y="536" width="${S}" height="8" fill="#ffffff" fill-opacity="0.8"/>`;
    body += floorShadow(470, 714, 220, 24);
    body += place(d, 470, 712, 420, 560).svg;
    body += `<g transform="translate(118 660) rotate(-8)"><ellipse cx="90" cy="68" rx="96" ry="14" fill="url(#floor)"/><path d="${rr(0, 0, 180, 66, 16)}" fill="url(#sponge)"/><path d="${rr(8, 4, 164, 10, 5)}" fill="#ffffff" fill-opacity="0.2"/></g>`;
    body += bubbles(7, 7, [40, 430, 260, 220], 10, 34, c);
    body += bubbles(9, 5, [620, 120, 150, 300], 10, 30, c);
    body += sparkle(690, 150, 26) + sparkle(120, 200, 18);
  }
  return png(svgDoc(S, S, defs, body));
}

// ---------------------------------------------------------------------------
// Category / subcategory tiles.

function iconContainers(
  shape: Shape,
  colour: string,
  style: Style,
  cx: number,
  bottom: number,
  h: number,
): string {
  if (shape === 'combo') {
    const a = drawContainer('pouch', colour, style, { kind: 'mini' });
    const b = drawContainer('bottle', colour, style, { kind: 'mini' });
    const c = drawContainer('spray', colour, style, { kind: 'mini' });
    return `${place(a, cx - h * 0.36, bottom, h * 0.5, h * 0.74).svg}${place(c, cx + h * 0.36, bottom, h * 0.5, h * 0.7).svg}${place(b, cx, bottom, h * 0.6, h).svg}`;
  }
  const d = drawContainer(shape, colour, style, { kind: 'mini' });
  return place(d, cx, bottom, h * 0.9, h).svg;
}

export async function categoryImage(opts: { name: string; colour: string; shape: Shape }): Promise<Buffer> {
  const S = 600;
  const c = vivid(opts.colour);
  const bgA = deep(lighten(c, 0.1), 0.2);
  const bgB = deep(hue(c, 18), 0.1);
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${bgA}"/><stop offset="1" stop-color="${bgB}"/></linearGradient><radialGradient id="disc" cx="0.5" cy="0.45" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.26"/><stop offset="1" stop-color="#ffffff" stop-opacity="0.1"/></radialGradient>`;
  let body = `<rect width="${S}" height="${S}" fill="url(#bg)"/>`;
  body += `<circle cx="520" cy="70" r="150" fill="#ffffff" fill-opacity="0.06"/><circle cx="40" cy="560" r="120" fill="#ffffff" fill-opacity="0.05"/>`;
  body += `<circle cx="300" cy="245" r="170" fill="url(#disc)"/><circle cx="300" cy="245" r="170" fill="none" stroke="#ffffff" stroke-opacity="0.35" stroke-width="3"/>`;
  body += `<ellipse cx="300" cy="372" rx="110" ry="12" fill="#000000" fill-opacity="0.18"/>`;
  body += iconContainers(opts.shape, bgA, 'flat', 300, 368, 250);
  body += star(420, 130, 22) + star(175, 150, 12, '#ffffff', 0.85) + star(440, 330, 10, '#ffffff', 0.7);
  const f = fit(opts.name, { maxWidth: 520, maxHeight: 120, maxLines: 2, maxSize: 54, minSize: 26 });
  body += textBlock(f, { x: 300, top: 438 + (120 - f.height) / 2, anchor: 'middle', fill: '#ffffff' });
  body += `<rect x="270" y="566" width="60" height="5" rx="2.5" fill="#ffffff" fill-opacity="0.6"/>`;
  return png(svgDoc(S, S, defs, body));
}

export async function subcategoryImage(opts: {
  name: string;
  categoryName: string;
  colour: string;
  shape: Shape;
}): Promise<Buffer> {
  const S = 600;
  const c = vivid(opts.colour);
  const ink = deep(c, 0.12);
  const defs = `<linearGradient id="blob" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(c, 0.55)}"/><stop offset="1" stop-color="${lighten(c, 0.25)}"/></linearGradient>`;
  let body = `<rect width="${S}" height="${S}" fill="#fbfaf7"/>`;
  body += `<path d="M600,0V390C520,420 430,380 360,330C280,270 230,190 250,110C262,60 300,20 340,0Z" fill="url(#blob)"/>`;
  body += `<circle cx="110" cy="90" r="46" fill="${lighten(c, 0.82)}"/>`;
  body += floorShadow(440, 352, 130, 16);
  body += iconContainers(
    opts.shape,
    c,
    'photo',
    opts.shape === 'combo' ? 425 : 440,
    350,
    opts.shape === 'combo' ? 270 : 300,
  );
  body += sparkle(300, 90, 20) + sparkle(560, 420, 14);
  const cat = opts.categoryName.toUpperCase();
  const catFit = fit(cat, { maxWidth: 420, maxLines: 1, maxSize: 20, minSize: 12 });
  const pillW = Math.min(520, textWidth(catFit.lines[0] ?? '', catFit.size, true, 1.5) + 36);
  body += `<path d="${rr(40, 392, pillW, 36, 18)}" fill="${lighten(c, 0.85)}"/>`;
  body += textBlock(catFit, { x: 58, top: 410 - catFit.size * 0.48, fill: ink, spacing: 1.5 });
  const f = fit(opts.name, { maxWidth: 520, maxHeight: 112, maxLines: 2, maxSize: 48, minSize: 24 });
  body += textBlock(f, { x: 40, top: 446 + (112 - f.height) / 2, fill: DARK });
  body += `<rect x="40" y="566" width="72" height="6" rx="3" fill="${c}"/>`;
  return png(svgDoc(S, S, defs, body));
}

// ---------------------------------------------------------------------------
// Banners.

function ctaPill(
  text: string,
  x: number,
  y: number,
  bg: string,
  fg: string,
  size = 30,
): { svg: string; w: number; h: number } {
  const label = `${text}  →`;
  const w = textWidth(label, size, true) + size * 2.2;
  const h = size * 2.3;
  return {
    svg: `<path d="${rr(x, y + 5, w, h, h / 2)}" fill="#000000" fill-opacity="0.16"/><path d="${rr(x, y, w, h, h / 2)}" fill="${bg}"/>${label1(label, x + w / 2, y + h / 2 + size * 0.36, size, fg, { anchor: 'middle' })}`,
    w,
    h,
  };
}

export async function heroBanner(opts: {
  headline: string;
  subline: string;
  colour: string;
  index: number;
  /**
   * false: the art only, products on the right and the left kept clear for the words the storefront writes
   * over it as HTML; by default the words are drawn in, as an admin's own banner might be.
   */
  text?: boolean;
}): Promise<Buffer> {
  const W = 1920;
  const H = 720;
  const idx = Math.abs(Math.floor(opts.index));
  const c = vivid(hue(opts.colour, [0, 12, -12, 24][idx % 4] ?? 0));
  const a = deep(c, 0.12);
  const b = deep(hue(c, idx % 2 ? -26 : 26), 0.2);
  const withText = opts.text !== false;
  const textLeft = !withText || idx % 2 === 0;
  const defs = `<linearGradient id="bg" x1="${textLeft ? 0 : 1}" y1="0" x2="${textLeft ? 1 : 0}" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.28"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient>`;
  const art = textLeft ? 1420 : 500;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  const deco = idx % 3;
  if (deco === 0)
    body += `<circle cx="${art + 260}" cy="-60" r="340" fill="#ffffff" fill-opacity="0.06"/><circle cx="${art - 360}" cy="760" r="260" fill="#ffffff" fill-opacity="0.05"/>`;
  if (deco === 1)
    body += `<path d="M0,600C320,540 640,680 960,620C1280,560 1600,660 1920,600V720H0Z" fill="#ffffff" fill-opacity="0.07"/><path d="M0,650C360,600 720,720 1080,660C1440,600 1700,700 1920,650V720H0Z" fill="#ffffff" fill-opacity="0.06"/>`;
  if (deco === 2) {
    let stripes = '';
    for (let i = -4; i < 14; i++)
      stripes += `<path d="M${i * 160},${H}L${i * 160 + 420},0" stroke="#ffffff" stroke-opacity="0.045" stroke-width="46"/>`;
    body += stripes;
  }
  body += `<ellipse cx="${art}" cy="330" rx="420" ry="320" fill="url(#spot)"/>`;
  body += `<ellipse cx="${art}" cy="618" rx="370" ry="48" fill="#ffffff" fill-opacity="0.13"/>`;
  body += trio(c, art, 612, 470, idx);
  body += bubbles(idx * 13 + 3, 4, [art - 440, 50, 220, 200], 10, 30, '#ffffff');
  body += bubbles(idx * 13 + 4, 4, [art + 250, 60, 200, 300], 8, 26, '#ffffff');
  body += sparkle(art + 300, 150, 28) + sparkle(art - 320, 240, 20) + sparkle(art + 360, 470, 16);
  if (!withText) return png(svgDoc(W, H, defs, body));
  const tx = textLeft ? 140 : 1000;
  const head = fit(opts.headline, {
    maxWidth: 780,
    maxHeight: 250,
    maxLines: 3,
    maxSize: 92,
    minSize: 44,
    lh: 1.08,
  });
  const sub = fit(opts.subline, {
    maxWidth: 740,
    maxHeight: 100,
    maxLines: 2,
    maxSize: 34,
    minSize: 22,
    bold: false,
    lh: 1.3,
  });
  const ctaH = 30 * 2.3;
  const total = head.height + 28 + sub.height + 44 + ctaH;
  let y = (H - total) / 2;
  body += `<rect x="${tx}" y="${n(y - 34)}" width="70" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>`;
  body += textBlock(head, { x: tx, top: y, fill: '#ffffff' });
  y += head.height + 28;
  body += textBlock(sub, { x: tx, top: y, fill: '#ffffff', bold: false, opacity: 0.88 });
  y += sub.height + 44;
  body += ctaPill('Shop now', tx, y, '#ffffff', a).svg;
  return png(svgDoc(W, H, defs, body));
}

function house(x: number, y: number, s: number, colour: string): string {
  return `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-150,0V-170L0,-290L150,-170V0Z" fill="#ffffff"/><path d="M-185,-150L0,-300L185,-150" fill="none" stroke="${colour}" stroke-width="26" stroke-linecap="round" stroke-linejoin="round"/><path d="${rr(-40, -120, 80, 120, 12)}" fill="${colour}" fill-opacity="0.85"/><path d="${rr(-120, -150, 60, 56, 8)}" fill="${lighten(colour, 0.6)}"/><path d="${rr(60, -150, 60, 56, 8)}" fill="${lighten(colour, 0.6)}"/><path d="${rr(90, -290, 34, 70, 6)}" fill="${colour}"/></g>`;
}

/**
 * The About page's banner: a picture without words, its house and products right of centre. The page writes
 * its own words over the left part (or under the picture on a phone), as HTML (decision 0305).
 */
export async function aboutBanner(): Promise<Buffer> {
  const W = 1920;
  const H = 640;
  const teal = '#0f8b8d';
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#fffaf2"/><stop offset="1" stop-color="#fbead6"/></linearGradient><linearGradient id="tri" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ff9933"/><stop offset="0.33" stop-color="#ff9933"/><stop offset="0.34" stop-color="#ffffff"/><stop offset="0.66" stop-color="#ffffff"/><stop offset="0.67" stop-color="#138808"/><stop offset="1" stop-color="#138808"/></linearGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<circle cx="1470" cy="330" r="290" fill="${lighten(teal, 0.78)}"/><circle cx="1470" cy="330" r="230" fill="${lighten(teal, 0.65)}"/>`;
  body += house(1470, 470, 0.95, teal);
  body += floorShadow(1470, 560, 380, 26);
  const l = drawContainer('bottle', '#e8743b', 'photo', { kind: 'mini' });
  const m = drawContainer('spray', teal, 'photo', { kind: 'mini' });
  const r = drawContainer('pouch', '#7a5cc7', 'photo', { kind: 'mini' });
  body +=
    place(l, 1215, 560, 200, 280).svg + place(r, 1725, 560, 200, 260).svg + place(m, 1640, 566, 200, 300).svg;
  body += star(1260, 150, 26, '#ffb547') + star(1710, 120, 18, '#ffb547') + star(1230, 420, 12, teal, 0.7);
  body += `<rect y="${H - 12}" width="${W}" height="12" fill="url(#tri)"/><rect y="${H - 12}" width="${W}" height="1" fill="#000000" fill-opacity="0.06"/>`;
  return png(svgDoc(W, H, defs, body));
}

export async function promoBannerImage(opts: { headline: string; colour: string }): Promise<Buffer> {
  const W = 1600;
  const H = 600;
  const c = vivid(opts.colour);
  const a = deep(c, 0.1);
  const b = deep(hue(c, 20), 0.2);
  let stripes = '';
  for (let i = 0; i < 16; i++)
    stripes += `<path d="M${860 + i * 60},620L${1000 + i * 60},-20" stroke="#ffffff" stroke-opacity="0.06" stroke-width="22"/>`;
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><clipPath id="panel"><path d="M880,0H1600V600H760Z"/></clipPath>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  body += `<path d="M880,0H1600V600H760Z" fill="#ffffff" fill-opacity="0.1"/><g clip-path="url(#panel)">${stripes}</g>`;
  body += `<circle cx="1200" cy="300" r="230" fill="#ffffff" fill-opacity="0.12"/>`;
  body += trio(c, 1200, 520, 380, 1);
  body += bubbles(21, 7, [900, 50, 600, 300], 10, 34, '#ffffff');
  body += sparkle(1440, 120, 24) + sparkle(960, 180, 16);
  const tag = 'LIMITED OFFER';
  const tagW = textWidth(tag, 20, true, 3) + 44;
  const head = fit(opts.headline, {
    maxWidth: 640,
    maxHeight: 250,
    maxLines: 3,
    maxSize: 80,
    minSize: 36,
    lh: 1.08,
  });
  const total = 40 + 28 + head.height + 36 + 62;
  let y = (H - total) / 2;
  body += `<path d="${rr(110, y, tagW, 40, 20)}" fill="#ffc94d"/>${label1(tag, 110 + tagW / 2, y + 27, 20, '#3a2a00', { anchor: 'middle', spacing: 3 })}`;
  y += 40 + 28;
  body += textBlock(head, { x: 110, top: y, fill: '#ffffff' });
  y += head.height + 36;
  body += ctaPill('Shop the offer', 110, y, '#ffffff', a, 27).svg;
  return png(svgDoc(W, H, defs, body));
}

export async function bottomBannerImage(opts: { headline: string; colour: string }): Promise<Buffer> {
  const W = 1920;
  const H = 720;
  const c = vivid(opts.colour);
  const wallA = deep(c, 0.09);
  const wallB = deep(hue(c, -18), 0.16);
  const floorY = 480;
  let floor = '';
  for (let i = -12; i <= 12; i++) floor += `M${960 + i * 60},${floorY}L${960 + i * 260},${H}`;
  for (const t of [0.12, 0.3, 0.55, 0.85]) floor += `M0,${n(floorY + (H - floorY) * t)}H${W}`;
  const defs = `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${wallA}"/><stop offset="1" stop-color="${wallB}"/></linearGradient><linearGradient id="flr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.55)}"/><stop offset="1" stop-color="${lighten(c, 0.82)}"/></linearGradient><linearGradient id="shine" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.7"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  let body = `<rect width="${W}" height="${H}" fill="url(#wall)"/><circle cx="1450" cy="200" r="360" fill="#ffffff" fill-opacity="0.06"/>`;
  body += `<rect y="${floorY}" width="${W}" height="${H - floorY}" fill="url(#flr)"/><path d="${floor}" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/><rect y="${floorY - 14}" width="${W}" height="14" fill="${darken(wallB, 0.2)}"/>`;
  for (const [x, y, w] of [
    [380, 560, 520],
    [980, 620, 640],
    [600, 680, 420],
  ] as const) {
    body += `<rect x="${x}" y="${y}" width="${w}" height="6" rx="3" fill="url(#shine)"/>`;
  }
  body += trio(c, 1440, 600, 400, 3);
  body += sparkle(1120, 540, 26) + sparkle(760, 600, 20) + sparkle(1760, 520, 18) + sparkle(300, 650, 16);
  const head = fit(opts.headline, {
    maxWidth: 860,
    maxHeight: 230,
    maxLines: 2,
    maxSize: 88,
    minSize: 40,
    lh: 1.08,
  });
  body += `<rect x="140" y="${n(240 - head.height / 2 - 36)}" width="70" height="8" rx="4" fill="#ffffff" fill-opacity="0.7"/>`;
  body += textBlock(head, { x: 140, top: 240 - head.height / 2, fill: '#ffffff' });
  return png(svgDoc(W, H, defs, body));
}

// ---------------------------------------------------------------------------
// Gallery ("instagram") scenes.

export async function galleryImage(index: number): Promise<Buffer> {
  const S = 800;
  const i = Math.abs(Math.floor(index));
  const scene = i % 4;
  const palette = ['#1e88e5', '#00a884', '#f0643c', '#8e5cd9', '#e0a100', '#d6336c'];
  const c = vivid(palette[(i + scene) % palette.length] ?? '#1e88e5');
  let defs = '';
  let body = '';
  if (scene === 0) {
    // Sparkling kitchen counter.
    defs += `<linearGradient id="top" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f7f5f2"/><stop offset="1" stop-color="#dcd6ce"/></linearGradient><linearGradient id="refl" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.8"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
    body += tiles(0, 0, S, 520, 70, '#f3f6f8', '#dfe5ea', true);
    body += `<rect y="520" width="${S}" height="280" fill="url(#top)"/><rect y="520" width="${S}" height="14" fill="#ffffff"/><rect y="534" width="${S}" height="4" fill="#000000" fill-opacity="0.06"/>`;
    body += `<rect x="60" y="600" width="680" height="8" rx="4" fill="url(#refl)"/><rect x="200" y="660" width="420" height="6" rx="3" fill="url(#refl)"/>`;
    // Plant.
    body += `<g transform="translate(130 560)"><path d="M-50,-80H50L40,0H-40Z" fill="#c9704a"/><path d="M-54,-92H54V-74H-54Z" fill="#b35f3c"/><path d="M0,-92C-30,-170 -90,-180 -100,-150C-70,-150 -30,-130 0,-92Z" fill="#3f9a55"/><path d="M0,-92C20,-190 80,-200 96,-170C60,-165 25,-140 0,-92Z" fill="#4fb066"/><path d="M0,-92C-5,-180 10,-230 30,-240C30,-200 20,-140 0,-92Z" fill="#2f8a47"/></g>`;
    // Cloth.
    body += `<g transform="translate(290 610) rotate(-6)"><path d="${rr(0, 0, 170, 60, 14)}" fill="${lighten(c, 0.35)}"/><path d="M0,20H170M0,40H170" stroke="#ffffff" stroke-opacity="0.4" stroke-width="3"/></g>`;
    const d = drawContainer('spray', c, 'photo', { kind: 'mini' });
    body += floorShadow(580, 640, 130, 18) + place(d, 580, 640, 260, 420).svg;
    body += sparkle(420, 570, 24) + sparkle(700, 680, 18) + sparkle(230, 700, 14) + sparkle(480, 400, 20);
  } else if (scene === 1) {
    // Freshly mopped floor with shine lines.
    defs += `<linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c, 0.85)}"/><stop offset="1" stop-color="${lighten(c, 0.75)}"/></linearGradient><linearGradient id="flr" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#e9e2d8"/><stop offset="1" stop-color="#f8f4ee"/></linearGradient>`;
    body += `<rect width="${S}" height="330" fill="url(#wall)"/><rect y="330" width="${S}" height="470" fill="url(#flr)"/><rect y="316" width="${S}" height="16" fill="#ffffff"/>`;
    let grid = '';
    for (let k = -8; k <= 8; k++) grid += `M${400 + k * 80},330L${400 + k * 300},${S}`;
    for (const t of [0.1, 0.26, 0.5, 0.82]) grid += `M0,${n(330 + 470 * t)}H${S}`;
    body += `<path d="${grid}" stroke="#d4cbbf" stroke-width="2.5"/>`;
    // Wet shine arcs where the mop passed.
    body += `<path d="M80,720C220,600 480,600 640,700" fill="none" stroke="#ffffff" stroke-opacity="0.75" stroke-width="10" stroke-linecap="round"/><path d="M140,760C280,660 460,660 600,750" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="6" stroke-linecap="round"/><path d="M200,560C300,500 420,500 520,550" fill="none" stroke="#ffffff" stroke-opacity="0.6" stroke-width="6" stroke-linecap="round"/>`;
    // Flat microfibre mop resting on the floor.
    let fringe = '';
    for (let x = 392; x <= 612; x += 9) fringe += `M${x},${n(706 - (x - 392) * 0.018)}v12`;
    body += `<ellipse cx="505" cy="712" rx="150" ry="18" fill="url(#floor)"/><path d="M392,668L606,660Q626,660 624,678L621,692Q619,704 602,704L394,708Q376,708 377,692L379,680Q381,668 392,668Z" fill="${c}"/><path d="M392,668L606,660Q626,660 624,678L622,684L380,690L381,680Q383,668 392,668Z" fill="#ffffff" fill-opacity="0.25"/><path d="${fringe}" stroke="${lighten(c, 0.35)}" stroke-width="5" stroke-linecap="round"/><path d="${rr(486, 640, 44, 26, 8)}" fill="#5d6670"/><path d="M510,648L664,120" stroke="#9aa3ad" stroke-width="16" stroke-linecap="round"/><path d="M505,645L659,118" stroke="#ffffff" stroke-opacity="0.5" stroke-width="4" stroke-linecap="round"/><path d="M652,150L672,84" stroke="${deep(c, 0.15)}" stroke-width="22" stroke-linecap="round"/>`;
    // Bucket.
    body += `<g transform="translate(170 560)"><ellipse cx="0" cy="104" rx="100" ry="14" fill="url(#floor)"/><path d="M-80,0H80L64,100H-64Z" fill="${c}"/><path d="M-80,0H80L64,100H-64Z" fill="url(#bucketShade)"/><ellipse cx="0" cy="0" rx="80" ry="16" fill="${darken(c, 0.3)}"/><ellipse cx="0" cy="2" rx="70" ry="11" fill="#bfe3ff"/><path d="M-78,0C-78,-90 78,-90 78,0" fill="none" stroke="#7c8590" stroke-width="6"/></g>`;
    defs += `<linearGradient id="bucketShade" x1="0" x2="1"><stop offset="0" stop-color="#000000" stop-opacity="0.25"/><stop offset="0.3" stop-color="#ffffff" stop-opacity="0.25"/><stop offset="1" stop-color="#000000" stop-opacity="0.3"/></linearGradient>`;
    body += bubbles(31, 6, [90, 420, 200, 120], 8, 22, c);
    body += sparkle(360, 650, 28) + sparkle(660, 560, 20) + sparkle(250, 740, 16) + sparkle(470, 470, 14);
  } else if (scene === 2) {
    // Laundry basket.
    defs += `<linearGradient id="wall" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${lighten(c, 0.88)}"/><stop offset="1" stop-color="${lighten(c, 0.72)}"/></linearGradient><linearGradient id="basket" x1="0" x2="1"><stop offset="0" stop-color="#b9875a"/><stop offset="0.35" stop-color="#e2b887"/><stop offset="1" stop-color="#a97648"/></linearGradient>`;
    body += `<rect width="${S}" height="${S}" fill="url(#wall)"/><rect y="600" width="${S}" height="200" fill="#efe7dc"/><rect y="596" width="${S}" height="8" fill="#ffffff"/>`;
    body += floorShadow(330, 690, 250, 26);
    // Folded laundry heaped in the basket.
    const cloths = [
      lighten(c, 0.45),
      '#ffffff',
      lighten(hue(c, 40), 0.5),
      lighten(hue(c, -40), 0.55),
      '#ffffff',
    ];
    cloths.forEach((t, k) => {
      const x = 170 + k * 80;
      const y = 410 - (k % 2) * 30 - (k === 2 ? 20 : 0);
      body += `<path d="M${x - 85},${y + 20}C${x - 80},${y - 50} ${x + 80},${y - 60} ${x + 90},${y + 20}Z" fill="${t}" stroke="#000000" stroke-opacity="0.08" stroke-width="2"/><path d="M${x - 40},${y - 10}C${x - 10},${y - 30} ${x + 30},${y - 28} ${x + 50},${y + 4}" fill="none" stroke="#000000" stroke-opacity="0.1" stroke-width="3" stroke-linecap="round"/>`;
    });
    body += `<path d="M110,400H550L510,690H150Z" fill="url(#basket)"/>`;
    let weave = '';
    for (let y = 430; y < 690; y += 32)
      weave += `M${n(110 + (y - 400) * 0.138)},${y}H${n(550 - (y - 400) * 0.138)}`;
    for (let x = 150; x < 520; x += 40) weave += `M${x - 10},400L${n(x + (330 - x) * 0.1)},690`;
    body += `<path d="${weave}" stroke="#7a5231" stroke-opacity="0.35" stroke-width="4"/><path d="${rr(96, 384, 468, 34, 17)}" fill="#c79866"/><path d="${rr(96, 384, 468, 10, 5)}" fill="#ffffff" fill-opacity="0.25"/>`;
    const d = drawContainer('bottle', c, 'photo', { kind: 'mini' });
    body += floorShadow(655, 692, 110, 16) + place(d, 655, 690, 220, 380).svg;
    body += bubbles(41, 10, [420, 120, 340, 300], 10, 34, c);
    body += sparkle(590, 250, 20) + sparkle(200, 300, 16);
  } else {
    // Bathroom tiles with a shelf.
    defs += `<linearGradient id="shelf" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#ffffff"/><stop offset="1" stop-color="#d9dee3"/></linearGradient>`;
    body += tiles(0, 0, S, S, 100, lighten(hue(c, 180), 0.86), '#ffffff');
    body += `<rect width="${S}" height="${S}" fill="${lighten(c, 0.9)}" fill-opacity="0.35"/>`;
    for (let k = 0; k < 8; k++)
      body += `<path d="M${k * 100 + 12},${(k % 3) * 100 + 14}l30,0" stroke="#ffffff" stroke-opacity="0.9" stroke-width="5" stroke-linecap="round"/>`;
    // Towel rail.
    body += `<rect x="470" y="120" width="280" height="12" rx="6" fill="#aab4bf"/><path d="M500,126H720V330Q720,350 700,350H520Q500,350 500,330Z" fill="${lighten(c, 0.4)}"/><path d="M500,300H720M500,316H720" stroke="#ffffff" stroke-opacity="0.6" stroke-width="5"/>`;
    body += `<path d="${rr(60, 600, 680, 34, 10)}" fill="url(#shelf)"/><rect x="60" y="632" width="680" height="10" rx="5" fill="#000000" fill-opacity="0.08"/>`;
    const a = drawContainer('jar', hue(c, 30), 'photo', { kind: 'mini' });
    const b = drawContainer('bottle', c, 'photo', { kind: 'mini' });
    const s2 = drawContainer('spray', hue(c, -30), 'photo', { kind: 'mini' });
    body += floorShadow(400, 602, 300, 14);
    body +=
      place(a, 190, 602, 200, 200).svg + place(s2, 600, 602, 220, 380).svg + place(b, 395, 602, 220, 420).svg;
    body += bubbles(51, 12, [40, 60, 420, 420], 10, 40, c);
    body += sparkle(650, 470, 22) + sparkle(150, 420, 16);
  }
  // Little caption tag, like a social post.
  const tags = ['#sparklingkitchen', '#mopday', '#laundryday', '#freshbathroom'];
  const tag = tags[scene] ?? '#chamakclean';
  const tw = textWidth(tag, 22, true) + 40;
  body += `<path d="${rr(24, 24, tw, 44, 22)}" fill="#ffffff" fill-opacity="0.9"/>${label1(tag, 44, 54, 22, deep(c, 0.12))}`;
  return png(svgDoc(S, S, defs, body));
}

// ---------------------------------------------------------------------------
// Looping video.

function videoFrameSvg(
  t: number,
  o: { text: string; colour: string; index: number; width: number; height: number },
): string {
  const W = o.width;
  const H = o.height;
  const c = vivid(o.colour);
  const a = deep(c, 0.12);
  const b = deep(hue(c, o.index % 2 ? -30 : 30), 0.22);
  const TAU = Math.PI * 2;
  const r = rng(1000 + o.index * 97);
  let body = `<rect width="${W}" height="${H}" fill="url(#bg)"/>`;
  // Slow rotating light spot.
  body += `<circle cx="${n(W * (0.5 + 0.25 * Math.cos(TAU * t)))}" cy="${n(H * (0.35 + 0.12 * Math.sin(TAU * t)))}" r="${n(H * 0.7)}" fill="url(#spot)"/>`;
  // Rising bubbles; each completes a whole number of trips per loop, so the loop is seamless.
  const count = 11;
  for (let i = 0; i < count; i++) {
    const rad = (H * 0.025 + r() * H * 0.075) | 0;
    const x0 = r() * W;
    const phase = r();
    const trips = 1 + Math.floor(r() * 2);
    const span = H + rad * 2;
    const y = H + rad - ((phase + t * trips) % 1) * span;
    const x = x0 + Math.sin(TAU * (t * trips + phase)) * H * 0.03;
    body += bubble(x, y, rad, '#ffffff', 0.9);
  }
  // Twinkling sparkles.
  for (let i = 0; i < 7; i++) {
    const x = r() * W;
    const y = r() * H * 0.7;
    const ph = r();
    const k = Math.max(0, Math.sin(TAU * (t * (1 + (i % 2)) + ph)));
    if (k > 0.05) body += star(x, y, H * 0.045 * k, '#ffffff', 0.9 * k);
  }
  // Foam along the bottom.
  let foam = '';
  const blobs = 14;
  for (let i = 0; i <= blobs; i++) {
    const x = (i / blobs) * W;
    const bob = Math.sin(TAU * (t + i * 0.17)) * H * 0.02;
    const rad = H * (0.08 + 0.03 * Math.sin(i * 2.1));
    foam += `<circle cx="${n(x)}" cy="${n(H + rad * 0.25 + bob)}" r="${n(rad)}"/>`;
  }
  body += `<g fill="#ffffff" fill-opacity="0.92">${foam}</g><g fill="${lighten(c, 0.8)}" fill-opacity="0.5" transform="translate(${n(W / blobs / 2)} ${n(H * 0.04)})">${foam}</g>`;
  // Text line drifting across, with a light pill behind it.
  const f = fit(o.text, { maxWidth: W * 0.78, maxLines: 1, maxSize: H * 0.11, minSize: H * 0.05 });
  const tw = textWidth(f.lines[0] ?? '', f.size, true);
  const cx = W / 2 + Math.sin(TAU * t) * W * 0.05;
  const cy = H * 0.46 + Math.sin(TAU * t * 2) * H * 0.015;
  const pillW = tw + f.size * 1.6;
  const pillX = cx - pillW / 2;
  const pill = rr(pillX, cy - f.size * 0.95, pillW, f.size * 1.9, f.size * 0.95);
  body += `<path d="${pill}" fill="#000000" fill-opacity="0.18"/>`;
  body += textBlock(f, { x: cx, top: cy - f.size * 0.5, anchor: 'middle', fill: '#ffffff' });
  // A sheen sweeps across the pill once per loop (during the first 60%, so the loop point is seamless).
  const sweep = t / 0.6;
  if (sweep <= 1) {
    const bandW = f.size * 1.4;
    const sx = pillX - bandW * 1.5 + sweep * (pillW + bandW * 2);
    body += `<clipPath id="pillClip"><path d="${pill}"/></clipPath><g clip-path="url(#pillClip)"><rect x="${n(sx)}" y="${n(cy - f.size)}" width="${n(bandW)}" height="${n(f.size * 2)}" fill="url(#sheen)"/></g>`;
  }
  const defs = `<linearGradient id="bg" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="spot" cx="0.5" cy="0.5" r="0.5"><stop offset="0" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></radialGradient><linearGradient id="sheen" x1="0" x2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0"/><stop offset="0.5" stop-color="#ffffff" stop-opacity="0.22"/><stop offset="1" stop-color="#ffffff" stop-opacity="0"/></linearGradient>`;
  return svgDoc(W, H, defs, body);
}

export async function loopVideo(opts: {
  text: string;
  colour: string;
  index?: number;
  seconds?: number;
  fps?: number;
  width?: number;
  height?: number;
}): Promise<Buffer> {
  const seconds = opts.seconds ?? 3;
  const fps = opts.fps ?? 12;
  const width = opts.width ?? 640;
  const height = opts.height ?? 360;
  if (width % 2 || height % 2 || width < 16 || height < 16 || width > 16383 || height > 16383) {
    throw new Error(`loopVideo needs even dimensions (16..16383), got ${width}x${height}`);
  }
  const count = Math.max(1, Math.round(seconds * fps));
  const index = Math.abs(Math.floor(opts.index ?? 0));
  const frames = await Promise.all(
    Array.from({ length: count }, async (_, k) => {
      const svg = videoFrameSvg(k / count, { text: opts.text, colour: opts.colour, index, width, height });
      const webp = await (await loadSharp())(Buffer.from(svg))
        .flatten({ background: '#000000' })
        .removeAlpha()
        .webp({ quality: 62, effort: 4, smartSubsample: false })
        .toBuffer();
      return vp8FrameFromWebp(webp);
    }),
  );
  return muxWebm(frames, { width, height, fps });
}
