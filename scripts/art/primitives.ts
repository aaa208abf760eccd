/**
 * Small SVG building blocks for the site's artwork. Every function returns markup as a string; scenes in
 * scenes.ts compose them. Coordinates are rounded to whole pixels of the 1600×1000 canvas, which is
 * invisible at any display size and keeps each file near 3 KB.
 */

export const W = 1600; // px, canvas width (viewBox)
export const H = 1000; // px, canvas height

/** The shared palette: brand colours from src/styles.css plus the island's sea, leaf, earth and stone. */
export const C = {
  brand: '#0f5b4f',
  brandDark: '#0a3f37',
  sun: '#f4b400',
  sunPale: '#ffe08a',
  paper: '#fffaf3',
  ink: '#1d2421',
  sea: '#1f7a8c',
  seaDeep: '#135d73',
  seaLight: '#5fb8c2',
  lagoon: '#8fd3d0',
  foam: '#e9f7f5',
  leaf: '#3f8f4f',
  leafLight: '#7cbf6a',
  leafPale: '#b5d99c',
  leafDark: '#1e5f3c',
  terracotta: '#c8643b',
  terracottaLight: '#e39a6c',
  sand: '#f2d7a6',
  earth: '#8a5a44',
  earthDark: '#6b4230',
  stone: '#a9a08e',
  stoneLight: '#cfc6b3',
  stoneDark: '#7d7566',
  white: '#f7f3ea',
  train: '#2458a6',
  mist: '#dfeceb',
} as const;

export type Point = readonly [number, number];

const r = (value: number) => Math.round(value);
const pt = ([x, y]: Point) => `${r(x)} ${r(y)}`;

/** Deterministic pseudo-random numbers (mulberry32) so regenerated files are byte-identical. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * A smooth open curve through the midpoints of the given points, which act as control points
 * (quadratic B-spline): easy to shape by hand, and only one `Q` per point.
 */
export function curve(points: readonly Point[]): string {
  const [first, ...rest] = points;
  if (!first) return '';
  if (rest.length < 2) return `M${pt(first)}` + rest.map((p) => `L${pt(p)}`).join('');
  let d = `M${pt(first)}`;
  for (let i = 0; i < rest.length - 1; i++) {
    const p = rest[i]!;
    const next = rest[i + 1]!;
    const end: Point = i === rest.length - 2 ? next : [(p[0] + next[0]) / 2, (p[1] + next[1]) / 2];
    d += `Q${pt(p)} ${pt(end)}`;
  }
  return d;
}

/** A smooth closed outline around the given control points. */
export function blob(points: readonly Point[]): string {
  const n = points.length;
  const mid = (i: number): Point => {
    const a = points[i % n]!;
    const b = points[(i + 1) % n]!;
    return [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  };
  let d = `M${pt(mid(0))}`;
  for (let i = 1; i <= n; i++) d += `Q${pt(points[i % n]!)} ${pt(mid(i))}`;
  return `${d}Z`;
}

/** Straight-edged closed outline. */
export function poly(points: readonly Point[]): string {
  return `M${points.map(pt).join('L')}Z`;
}

/** Mirror a right-half outline (top to bottom, x ≥ 0) about x = 0 into a full symmetric outline. */
export function mirror(half: readonly Point[]): Point[] {
  return [...half, ...[...half].reverse().map(([x, y]) => [-x, y] as Point)];
}

export function path(d: string, fill: string, extra = ''): string {
  return `<path d="${d}" fill="${fill}"${extra}/>`;
}

export function rect(x: number, y: number, w: number, h: number, fill: string, extra = ''): string {
  return `<rect x="${r(x)}" y="${r(y)}" width="${r(w)}" height="${r(h)}" fill="${fill}"${extra}/>`;
}

export function circle(cx: number, cy: number, radius: number, fill: string, extra = ''): string {
  return `<circle cx="${r(cx)}" cy="${r(cy)}" r="${r(radius)}" fill="${fill}"${extra}/>`;
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, fill: string, extra = ''): string {
  return `<ellipse cx="${r(cx)}" cy="${r(cy)}" rx="${r(rx)}" ry="${r(ry)}" fill="${fill}"${extra}/>`;
}

/** A stroked line or curve (no fill). */
export function stroke(d: string, color: string, width: number, extra = ''): string {
  return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round"${extra}/>`;
}

export const op = (opacity: number) => ` opacity="${opacity}"`;

export function group(transform: string, body: string, extra = ''): string {
  return `<g transform="${transform}"${extra}>${body}</g>`;
}

/** Place a shape defined once in <defs> (id) at x, y with an optional scale; negative sx faces it left. */
export function use(id: string, x: number, y: number, s = 1, sx = 1, fill = ''): string {
  const scale = s === 1 && sx === 1 ? '' : sx === 1 ? ` scale(${s})` : ` scale(${s * sx} ${s})`;
  const f = fill ? ` fill="${fill}"` : '';
  return `<use href="#${id}" transform="translate(${r(x)} ${r(y)})${scale}"${f}/>`;
}

export function svg(defs: string, body: string): string {
  const d = defs ? `<defs>${defs}</defs>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}">${d}${body}</svg>\n`;
}

/** Vertical gradient; stops as [offset 0..1, colour]. */
export function vgrad(id: string, stops: readonly (readonly [number, string])[]): string {
  const s = stops.map(([o, c]) => `<stop${o ? ` offset="${o}"` : ''} stop-color="${c}"/>`).join('');
  return `<linearGradient id="${id}" x2="0" y2="1">${s}</linearGradient>`;
}

/**
 * Haze or low cloud across the scene: a vertical gradient (id "h") that fades in from nothing and out
 * again, for `hazeBand`. A flat translucent rectangle would cross the picture as a band with hard edges.
 */
export function hazeDef(color: string, opacity: number): string {
  const stop = (offset: number, alpha: number) =>
    `<stop${offset ? ` offset="${offset}"` : ''} stop-color="${color}" stop-opacity="${alpha}"/>`;
  return `<linearGradient id="h" x2="0" y2="1">${stop(0, 0)}${stop(0.5, opacity)}${stop(1, 0)}</linearGradient>`;
}

/** A band of the haze from `hazeDef`, across the whole width, densest along its middle. */
export const hazeBand = (y: number, height: number) => rect(0, y, W, height, 'url(#h)');

/** Skies by time of day, each a vertical gradient with id "k". */
export const SKIES = {
  dawn: [
    [0, '#f7b27a'],
    [0.55, '#ffd9a0'],
    [1, '#fff3dc'],
  ],
  day: [
    [0, '#8fcbe0'],
    [1, '#eef8f6'],
  ],
  warm: [
    [0, '#9fd2df'],
    [0.7, '#fff1d6'],
    [1, '#ffe5b8'],
  ],
  dusk: [
    [0, '#e7896a'],
    [0.5, '#f8b26a'],
    [1, '#ffe0a3'],
  ],
  night: [
    [0, '#23305a'],
    [0.55, '#7a5f86'],
    [1, '#f2a36b'],
  ],
  mist: [
    [0, '#b9d7d9'],
    [1, '#f3f5ee'],
  ],
  soft: [
    [0, '#f6ecd9'],
    [1, C.paper],
  ],
} as const;

export type Sky = keyof typeof SKIES;

export const skyDef = (sky: Sky) => vgrad('k', SKIES[sky]);
export const skyRect = (height = H) => rect(0, 0, W, height, 'url(#k)');

/** The sun with a soft halo. */
export function sun(cx: number, cy: number, radius: number, color: string = C.sun): string {
  return circle(cx, cy, radius * 1.9, color, op(0.15)) + circle(cx, cy, radius, color);
}

/** A ground layer whose top edge is a smooth curve through the given points, filled to the bottom. */
export function hill(points: readonly Point[], fill: string, extra = ''): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  return path(`${curve(points)}L${r(last[0])} ${H}L${r(first[0])} ${H}Z`, fill, extra);
}

/** A ridge line sampled as a gentle sine sum: quick background mountains. */
export function ridge(y: number, amp: number, seed: number, step = 200): Point[] {
  const rand = random(seed);
  const points: Point[] = [];
  for (let x = -step; x <= W + step; x += step) points.push([x, y - rand() * amp]);
  return points;
}

/** Flat water from y down, with a few lighter ripple dashes. */
export function water(y: number, color: string, ripple: string, seed: number, count = 10, bottom = H): string {
  const rand = random(seed);
  let d = '';
  for (let i = 0; i < count; i++) {
    const yy = y + 20 + rand() * (bottom - y - 40);
    const x = rand() * W;
    const len = 40 + rand() * 120 * (0.4 + (yy - y) / (bottom - y));
    d += `M${r(x)} ${r(yy)}h${r(len)}`;
  }
  return rect(0, y, W, bottom - y, color) + stroke(d, ripple, 6, op(0.6));
}

/** Coconut palm: id "p", base at 0,0, about 330 px tall, leaning right. */
export function palmDef(trunk: string = C.earthDark, fronds: string = C.leafDark): string {
  const frond = 'M0 0Q70-58 160 2Q120-26 80-22Q40-18 0 0Z';
  const angles = [-40, -5, 28, 60];
  const leaves = angles
    .map(
      (a) => `<path d="${frond}" transform="rotate(${a})"/><path d="${frond}" transform="scale(-1 1) rotate(${a})"/>`,
    )
    .join('');
  return (
    `<g id="p"><path d="M-9 0Q-18-170 30-330L40-326Q4-170 9 0Z" fill="${trunk}"/>` +
    `<g transform="translate(35 -328)" fill="${fronds}">${leaves}</g>` +
    `<circle cx="28" cy="-318" r="9" fill="${C.earth}"/><circle cx="42" cy="-314" r="9" fill="${C.earth}"/></g>`
  );
}

/** Palmyrah palm: id "y", straight trunk, a skirt of dry leaves and a round crown of fan leaves, ~400 px tall. */
export function palmyrahDef(color: string = C.leafDark, trunk: string = C.earthDark): string {
  const rand = random(7);
  const spikes: Point[] = [];
  for (let i = 0; i < 44; i++) {
    const a = (i / 44) * Math.PI * 2;
    const radius = i % 2 ? 30 : 64 + rand() * 34;
    spikes.push([Math.cos(a) * radius, -392 + Math.sin(a) * radius * 0.85]);
  }
  return (
    `<g id="y"><path d="M-10 0L-6-370H6L10 0Z" fill="${trunk}"/>` +
    `<path d="M-34-380L-22-320L0-336L20-318L34-380Z" fill="#8a6a45"/>${path(poly(spikes), color)}</g>`
  );
}

/** Asian elephant facing right: id "e", feet on y = 0, about 240 × 200 px. */
export function elephantDef(body: string, shade: string): string {
  const outline =
    'M30-130Q60-192 120-188Q172-186 190-160Q202-198 234-180Q260-162 256-120Q254-60 250-14Q248 2 236-4' +
    'Q238-50 230-92L220-96L214-60L212 0H182L180-54Q130-46 84-54L80 0H48L44-70Q26-96 30-130Z';
  return (
    `<g id="e"><path d="M92-56V0H116V-54ZM152-52V0H174V-56Z" fill="${shade}"/>` +
    `<path d="${outline}" fill="${body}"/>` +
    `<path d="M198-152Q184-112 206-92Q222-120 214-150Z" fill="${shade}"/>` +
    `<circle cx="232" cy="-142" r="4" fill="${shade}"/>` +
    `<path d="M32-126Q18-100 22-70" fill="none" stroke="${body}" stroke-width="6"/></g>`
  );
}

/** Leopard lying down facing left with its tail hanging: id "l", about 330 × 190 px. */
export function leopardDef(coat = '#e0a040', spots = '#4a3020'): string {
  const body =
    'M6-60Q4-78 22-86L26-104L40-90Q60-94 70-76Q96-64 136-66Q206-72 254-58Q292-44 286-8L272 0H22' +
    'Q8 0 12-10L46-14Q52-30 40-40Q18-42 6-60Z';
  return (
    `<pattern id="sp" width="26" height="22" patternUnits="userSpaceOnUse">` +
    `<circle cx="7" cy="7" r="4" fill="${spots}"/><circle cx="19" cy="16" r="3.5" fill="${spots}"/>` +
    `<circle cx="21" cy="4" r="2.5" fill="${spots}"/></pattern>` +
    `<path id="lo" d="${body}"/>` +
    `<g id="l"><path d="M280-36Q328-20 316 40Q310 70 326 82" fill="none" stroke="${coat}" stroke-width="11" stroke-linecap="round"/>` +
    `<use href="#lo" fill="${coat}"/><use href="#lo" fill="url(#sp)"/><circle cx="16" cy="-66" r="3" fill="${spots}"/></g>`
  );
}

/** A rounded shrub or tree crown made of bumps, base centre at 0,0, about 200 × 110 px: id "b", fill from <use>. */
export const BUSH_DEF = '<path id="b" d="M-100 0Q-110-50-60-56Q-50-100 0-98Q40-110 60-64Q108-60 100 0Z"/>';

/** Flat-topped savanna tree: id "a", base at 0,0, about 300 × 220 px, fill from <use>. */
export const ACACIA_DEF =
  '<g id="a"><path d="M-6 0L-4-120L-60-170M2-120L40-180M0-130L0-180" stroke="#4a3a2a" stroke-width="10" fill="none"/>' +
  '<path d="M-150-170Q-140-220-60-214Q0-240 60-218Q150-222 150-176Q60-160-150-170Z"/></g>';

/** A row of round bushes or tree crowns along a curve: dashes with round caps look like clumps. */
export function bushes(d: string, color: string, size: number, gap: number, extra = ''): string {
  return stroke(d, color, size, ` stroke-dasharray="1 ${gap}"${extra}`);
}

/** Stupa (dagoba): base centre at 0,0, id "d", about 430 × 410 px. */
export function stupaDef(body: string = C.white, shade: string = '#e6dfd0'): string {
  return (
    `<g id="d"><rect x="-230" y="-30" width="460" height="30" fill="${shade}"/>` +
    `<rect x="-212" y="-54" width="424" height="26" fill="${body}"/>` +
    `<path d="M-196-52C-200-300 200-300 196-52Z" fill="${body}"/>` +
    `<path d="M40-240C140-222 196-160 196-52H80C100-130 80-200 40-240Z" fill="${shade}"/>` +
    `<rect x="-34" y="-262" width="68" height="44" fill="${body}"/>` +
    `<path d="M-24-262L0-400L24-262Z" fill="${shade}"/>` +
    `<circle cy="-404" r="8" fill="${C.sun}"/></g>`
  );
}

/** Sigiriya-style monolith: a flat-topped rock with steep sides, base centre cx at y. */
export function monolith(cx: number, y: number, s: number, light: string, dark: string): string {
  const g = (x: number, yy: number): Point => [cx + x * s, y + yy * s];
  const shape = blob([
    g(-300, 0),
    g(-300, -210),
    g(-250, -400),
    g(-140, -440),
    g(120, -448),
    g(250, -420),
    g(290, -220),
    g(310, 0),
  ]);
  const shadow = blob([g(80, 0), g(150, -200), g(150, -400), g(240, -420), g(290, -220), g(310, 0)]);
  const streaks = [-190, -110, -30, 40, 200]
    .map((x, i) => `M${r(cx + x * s)} ${r(y - (380 - i * 20) * s)}q${r(8 * s)} ${r(150 * s)} 0 ${r(300 * s)}`)
    .join('');
  return (
    path(shape, light) +
    path(shadow, dark, op(0.55)) +
    stroke(streaks, dark, r(10 * s), op(0.35)) +
    bushes(
      `M${r(cx - 230 * s)} ${r(y - 438 * s)}q${r(230 * s)} ${r(-22 * s)} ${r(460 * s)} ${r(-8 * s)}`,
      C.leafDark,
      r(30 * s),
      r(12 * s),
    )
  );
}

/**
 * Jungle or scrub: a ground fill whose top edge is a curve through the points, crowned by overlapping round
 * tree tops (round-capped dashes along the same curve) so the edge reads as foliage.
 */
export function grove(points: readonly Point[], color: string, size = 90): string {
  return hill(points, color) + bushes(curve(points), color, size, Math.round(size * 0.55));
}

/** A full-width band of jungle at about height y. */
export function canopy(y: number, color: string, seed: number, size = 90): string {
  return grove(ridge(y + size * 0.25, size * 0.5, seed, size * 2), color, size);
}

/** Train carriages in a row on rail level y, blue with a window strip; the engine's sloped nose faces right. */
export function train(x: number, y: number, cars: number, len = 150, h = 52): string {
  let body = '';
  for (let i = 0; i < cars; i++) {
    const cx = x + i * (len + 8);
    const end =
      i === cars - 1
        ? `H${r(cx + len - 10)}L${r(cx + len + 24)} ${r(y - h * 0.45)}V${r(y)}`
        : `H${r(cx + len - 10)}Q${r(cx + len)} ${r(y - h)} ${r(cx + len)} ${r(y - h + 10)}V${r(y)}`;
    body += `M${r(cx)} ${r(y)}V${r(y - h + 10)}Q${r(cx)} ${r(y - h)} ${r(cx + 10)} ${r(y - h)}${end}Z`;
  }
  const span = cars * (len + 8) - 8;
  return (
    path(body, C.train) +
    stroke(
      `M${r(x + 12)} ${r(y - h * 0.64)}h${r(span - 10)}`,
      '#cfe3f5',
      r(h * 0.24),
      ` stroke-dasharray="${r(len * 0.14)} 12"`,
    ) +
    stroke(`M${r(x + 4)} ${r(y - 10)}h${r(span + 12)}`, C.sun, 5)
  );
}
