/**
 * One function per image name, each returning a complete SVG scene on the 1600×1000 canvas. Scenes are
 * flat illustrations built from primitives.ts so the set shares one palette and one hand. Heroes keep
 * their busiest shapes right of centre: the home slider sets its headline over the left half.
 */
import type { ImageName } from '../../src/content/images.ts';
import {
  ACACIA_DEF,
  BUSH_DEF,
  C,
  H,
  W,
  blob,
  bushes,
  canopy,
  circle,
  curve,
  elephantDef,
  ellipse,
  grove,
  group,
  hazeBand,
  hazeDef,
  hill,
  leopardDef,
  mirror,
  monolith,
  op,
  palmDef,
  palmyrahDef,
  path,
  poly,
  random,
  rect,
  ridge,
  skyDef,
  skyRect,
  stroke,
  stupaDef,
  sun,
  svg,
  train,
  use,
  water,
  type Point,
} from './primitives.ts';

const ELEPHANT = elephantDef('#77706b', '#5a5450');

/** Stilt fisherman on his pole, silhouetted: id "f", water line at 0. */
const STILT_FISHER =
  `<g id="f" fill="${C.ink}" stroke="${C.ink}" stroke-linecap="round">` +
  '<path d="M0 30V-118M-20-118H22" stroke-width="7" fill="none"/><circle cx="2" cy="-198" r="13" stroke="none"/>' +
  '<path d="M-12-182Q2-188 14-180L16-128H-10Z" stroke="none"/>' +
  '<path d="M-6-128L-16-96L0-92M12-128L22-96" stroke-width="9" fill="none"/>' +
  '<path d="M12-172Q90-236 176-138" stroke-width="3" fill="none"/></g>';

/** Oruwa, the outrigger sailing canoe of Negombo: id "o", water line at 0, about 360 × 320 px. */
const ORUWA =
  '<g id="o"><path d="M-4-20L6-300" stroke="#3b2a20" stroke-width="7"/>' +
  `<path d="M-20-296L140-262Q160-150 128-44L-104-52Q-56-180-20-296Z" fill="${C.terracotta}"/>` +
  '<path d="M-20-296L-104-52" stroke="#8f4127" stroke-width="6" fill="none"/>' +
  '<path d="M-60-16Q-60 8-44 12M60-16Q60 8 44 12" stroke="#3b2a20" stroke-width="5" fill="none"/>' +
  '<ellipse cy="12" rx="120" ry="7" fill="#3b2a20"/>' +
  '<path d="M-184-32Q-150 0-100 2H100Q150 0 184-32Q0-14-184-32Z" fill="#4a3326"/></g>';

function birds(points: readonly Point[], color: string = C.ink): string {
  const d = points.map(([x, y]) => `M${x} ${y}q10-10 20 0q10-10 20 0`).join('');
  return stroke(d, color, 4, op(0.7) + ' stroke-linejoin="round"');
}

/** The Nine Arch Bridge: deck from x0 to x1 at height deck, nine arches over piers that run below the frame. */
function nineArchBridge(x0: number, x1: number, deck: number, s = 1): string {
  const arches = 9;
  const span = (x1 - x0) / arches;
  const pier = span * 0.24;
  const rad = Math.round((span - pier) / 2);
  const spring = Math.round(deck + 26 * s + rad);
  let d = `M${x0} ${deck}H${x1}V${H}`;
  for (let i = arches - 1; i >= 0; i--) {
    const right = Math.round(x0 + (i + 1) * span - pier / 2);
    const left = Math.round(x0 + i * span + pier / 2);
    d += `H${right}V${spring}A${rad} ${rad} 0 0 0 ${left} ${spring}V${H}`;
  }
  d += `H${x0}Z`;
  return path(d, '#c2ad8f') + rect(x0 - 6, deck - 12 * s, x1 - x0 + 12, 14 * s, '#a48e70');
}

/**
 * A tea estate hillside: ground through the points and rows of clipped bushes following its contour.
 * `id` must be unique within the scene (it names the clip path).
 */
function teaHill(id: string, points: readonly Point[], ground: string, rows: string, spacing = 44, count = 12): string {
  const first = points[0]!;
  const last = points[points.length - 1]!;
  const d = `${curve(points)}L${last[0]} ${H}L${first[0]} ${H}Z`;
  let lines = '';
  for (let k = 1; k <= count; k++) lines += curve(points.map(([x, y]) => [x, y + k * spacing] as Point));
  const size = Math.round(spacing * 0.62);
  return (
    `<clipPath id="${id}"><path d="${d}"/></clipPath>${path(d, ground)}` +
    `<g clip-path="url(#${id})">${bushes(lines, rows, size, Math.round(size * 0.5))}</g>`
  );
}

/** Scattered shrubs from the bush shape "b" along a line, sizes and spacing varied by seed. */
function shrubs(y0: number, y1: number, count: number, fill: string, seed: number, scale = 1, width = W): string {
  const rand = random(seed);
  let out = '';
  for (let i = 0; i < count; i++) {
    const x = (i + 0.2 + rand() * 0.6) * (width / count);
    out += use('b', x, y0 + rand() * (y1 - y0), scale * (0.6 + rand() * 0.7), 1, fill);
  }
  return out;
}

function stars(count: number, seed: number, maxY: number): string {
  const rand = random(seed);
  let d = '';
  for (let i = 0; i < count; i++) d += `M${Math.round(rand() * W)} ${Math.round(rand() * maxY)}h0`;
  return stroke(d, '#fff', 5, op(0.8));
}

/** Kandyan tiered roof (terracotta, upturned eaves) spanning x0..x1 with its eave line at y. */
function kandyanRoof(x0: number, x1: number, y: number, h: number, color: string = C.terracotta): string {
  const inset = h * 0.9;
  return path(
    `M${x0} ${y}Q${x0 + inset * 0.5} ${y - h * 0.2} ${x0 + inset} ${y - h}H${x1 - inset}Q${x1 - inset * 0.5} ${y - h * 0.2} ${x1} ${y}Z`,
    color,
  );
}

/** Gopuram (Hindu temple gateway tower), base centre x, y, about 200 × 330 px. */
function gopuram(x: number, y: number): string {
  let out = '';
  for (let i = 0; i < 6; i++) {
    const w = 100 - i * 13;
    const top = y - 60 - i * 40;
    out += path(
      poly([
        [x - w, top + 44],
        [x - w + 8, top],
        [x + w - 8, top],
        [x + w, top + 44],
      ]),
      i % 2 ? C.sunPale : C.terracottaLight,
    );
  }
  return (
    rect(x - 110, y - 60, 220, 60, C.white) +
    rect(x - 24, y - 48, 48, 48, C.earthDark) +
    out +
    path(`M${x - 36} ${y - 268}Q${x} ${y - 320} ${x + 36} ${y - 268}Z`, C.terracotta) +
    stroke(`M${x - 16} ${y - 300}v-14M${x} ${y - 306}v-16M${x + 16} ${y - 300}v-14`, C.sun, 6)
  );
}

function lighthouse(x: number, y: number, s = 1): string {
  const p = (dx: number, dy: number): Point => [x + dx * s, y + dy * s];
  return (
    path(poly([p(-44, 0), p(-30, -330), p(30, -330), p(44, 0)]), C.white) +
    path(poly([p(8, 0), p(10, -330), p(30, -330), p(44, 0)]), '#e6dfd0') +
    rect(x - 50 * s, y - 342 * s, 100 * s, 14 * s, C.ink) +
    rect(x - 24 * s, y - 392 * s, 48 * s, 50 * s, C.sunPale) +
    stroke(`M${x} ${y - 392 * s}v50`, C.ink, 5) +
    path(`M${x - 30 * s} ${y - 390 * s}Q${x} ${y - 436 * s} ${x + 30 * s} ${y - 390 * s}Z`, C.ink) +
    stroke(`M${x} ${y - 250 * s}v24M${x} ${y - 150 * s}v24`, C.ink, Math.round(9 * s))
  );
}

/** A simple boat hull with a cabin, facing right: whale watching off Mirissa. */
function boat(x: number, y: number): string {
  return (
    path(`M${x - 130} ${y - 40}H${x + 150}L${x + 110} ${y}H${x - 110}Z`, C.white) +
    rect(x - 130, y - 22, 262, 10, C.sea) +
    rect(x - 60, y - 88, 110, 48, C.white) +
    rect(x - 50, y - 78, 90, 18, '#9fc9d6') +
    rect(x - 70, y - 96, 130, 10, C.terracotta)
  );
}

function catamaran(x: number, y: number): string {
  return (
    path(`M${x - 150} ${y - 30}H${x + 160}Q${x + 140} ${y} ${x + 100} ${y}H${x - 130}Z`, C.white) +
    rect(x - 150, y - 30, 310, 8, C.brand) +
    stroke(`M${x} ${y - 30}V${y - 330}`, C.ink, 6) +
    path(`M${x - 6} ${y - 320}L${x - 6} ${y - 44}L${x - 150} ${y - 44}Z`, C.paper) +
    path(`M${x + 6} ${y - 300}L${x + 150} ${y - 44}H${x + 6}Z`, '#f1e4cf')
  );
}

/** Seated Buddha carved in stone, base centre x, y, about 340 × 390 px. */
function seatedBuddha(x: number, y: number, fill: string, s = 1): string {
  const half: Point[] = [
    [0, -392],
    [22, -384],
    [24, -356],
    [48, -348],
    [50, -300],
    [36, -278],
    [40, -262],
    [96, -248],
    [106, -190],
    [108, -110],
    [120, -84],
    [176, -56],
    [176, 0],
  ];
  return path(blob(mirror(half).map(([px, py]) => [x + px * s, y + py * s] as Point)), fill);
}

/** Reclining Buddha lying on the right side, head on a pillow at the left, base line y, about 500 × 170 px. */
function reclining(x: number, y: number, s = 1): string {
  const X = (dx: number) => Math.round(x + dx * s);
  const Y = (dy: number) => Math.round(y + dy * s);
  return (
    ellipse(X(52), Y(-40), 64 * s, 34 * s, C.terracotta) +
    path(
      `M${X(60)} ${Y(0)}Q${X(40)} ${Y(-70)} ${X(120)} ${Y(-76)}Q${X(300)} ${Y(-70)} ${X(480)} ${Y(-44)}Q${X(520)} ${Y(-30)} ${X(500)} ${Y(0)}Z`,
      '#e0892f',
    ) +
    circle(X(70), Y(-98), 36 * s, '#e8b84a') +
    circle(X(60), Y(-138), 13 * s, '#e8b84a') +
    path(`M${X(486)} ${Y(-40)}Q${X(530)} ${Y(-30)} ${X(520)} ${Y(0)}H${X(496)}Z`, '#e8b84a')
  );
}

function people(x: number, y: number, count: number, gap: number, jacket: string, helmet: string): string {
  let bodies = '';
  let heads = '';
  for (let i = 0; i < count; i++) {
    const px = x + i * gap;
    bodies += `M${px - 16} ${y}V${y - 40}Q${px} ${y - 52} ${px + 16} ${y - 40}V${y}Z`;
    heads += `M${px} ${y - 60}h0`;
  }
  return path(bodies, jacket) + stroke(heads, helmet, 26);
}

// ---------------------------------------------------------------------------------------------- heroes

function heroHeritage(): string {
  return svg(
    skyDef('dawn') + hazeDef('#fff3dc', 0.45),
    skyRect() +
      sun(1450, 300, 110) +
      hill(ridge(690, 60, 5), '#e3a77f', op(0.7)) +
      monolith(1080, 770, 1.12, '#a8563b', '#6b3424') +
      // Morning mist at the foot of the rock.
      hazeBand(600, 160) +
      canopy(770, '#2f6e4a', 13, 90) +
      canopy(890, C.brandDark, 17, 120) +
      birds([
        [300, 260],
        [360, 230],
        [420, 275],
      ]),
  );
}

function heroBeaches(): string {
  return svg(
    skyDef('dusk') + palmDef(C.ink, '#243a2f') + STILT_FISHER,
    skyRect() +
      sun(1040, 560, 100) +
      water(600, '#6f95a1', '#ffd39b', 51, 12, 820) +
      stroke('M1010 630h70M980 670h140M960 720h190M930 780h240', '#ffd39b', 10, op(0.7)) +
      use('f', 820, 740) +
      use('f', 1010, 760, 1.05) +
      use('f', 1230, 745, 0.95) +
      path('M0 800Q400 780 800 812T1600 808V1000H0Z', '#f3c98f') +
      stroke('M0 808Q400 788 800 820T1600 816', C.foam, 8, op(0.8)) +
      use('p', 150, 930, 1.7, -1) +
      use('p', 330, 900, 1.25) +
      use('p', 60, 880, 1.1),
  );
}

function heroTeaCountry(): string {
  return svg(
    skyDef('warm'),
    skyRect() +
      sun(300, 220, 70, C.sunPale) +
      hill(ridge(420, 120, 71, 260), '#b7d3c8') +
      hill(ridge(520, 90, 73, 220), '#8fbba0') +
      canopy(600, C.leaf, 75, 70) +
      nineArchBridge(700, 1420, 560, 0.6) +
      train(790, 553, 4, 100, 34) +
      canopy(700, C.leafDark, 77, 80) +
      teaHill(
        't1',
        [
          [-40, 640],
          [300, 640],
          [700, 780],
          [1000, 1040],
        ],
        '#5d9e4e',
        C.leafLight,
      ) +
      teaHill(
        't2',
        [
          [700, 1040],
          [1100, 820],
          [1400, 760],
          [1640, 760],
        ],
        C.leaf,
        '#8cc870',
      ),
  );
}

function heroSafari(): string {
  return svg(
    skyDef('dusk') + ELEPHANT + leopardDef() + ACACIA_DEF + BUSH_DEF,
    skyRect() +
      sun(330, 560, 120) +
      hill(ridge(640, 40, 81), '#c99a62', op(0.8)) +
      use('a', 620, 660, 0.7, 1, '#7a6a45') +
      use('a', 880, 650, 0.5, 1, '#7a6a45') +
      hill(
        [
          [0, 700],
          [800, 680],
          [1600, 720],
        ],
        '#d8b86a',
      ) +
      use('e', 200, 820, 1.1) +
      use('e', 430, 810, 0.6) +
      use('e', 560, 840, 1.2) +
      path(
        blob([
          [980, 1020],
          [990, 760],
          [1130, 600],
          [1400, 590],
          [1560, 700],
          [1620, 1020],
        ]),
        C.stone,
      ) +
      path('M1400 600Q1560 680 1600 1000H1440Q1500 760 1400 600Z', C.stoneDark, op(0.5)) +
      use('l', 1110, 625, 1.25) +
      shrubs(900, 960, 5, '#8a8a48', 83, 1.2),
  );
}

// ---------------------------------------------------------------------------------------------- destinations

function sigiriya(): string {
  return svg(
    skyDef('day'),
    skyRect() +
      sun(1330, 190, 60) +
      hill(ridge(650, 70, 3), '#a9cdb8') +
      monolith(800, 720, 1, '#b0674a', C.earthDark) +
      canopy(730, C.leaf, 7, 80) +
      grove(
        [
          [-60, 1000],
          [40, 860],
          [400, 870],
          [560, 1040],
        ],
        C.leafDark,
        110,
      ) +
      grove(
        [
          [1040, 1040],
          [1200, 870],
          [1560, 860],
          [1660, 1000],
        ],
        C.leafDark,
        110,
      ) +
      rect(560, 900, 480, 56, C.seaLight) +
      stroke('M600 928h120M800 920h180', C.foam, 6, op(0.7)),
  );
}

function dambulla(): string {
  let arches = '';
  for (let x = 240; x < 860; x += 110) arches += `M${x} 780V716a28 28 0 0 1 56 0V780Z`;
  return svg(
    skyDef('day'),
    skyRect() +
      path(
        blob([
          [-100, 600],
          [-60, 200],
          [400, 90],
          [1100, 110],
          [1700, 220],
          [1720, 600],
        ]),
        '#9a8672',
      ) +
      stroke(
        'M200 260q40 120 20 220M520 200q30 140 10 280M1180 220q40 120 20 260M1420 280q20 100 10 200',
        '#7d6a58',
        14,
        op(0.5),
      ) +
      path('M-20 470Q400 430 800 440Q1200 450 1620 500V560H-20Z', '#5e4f42') +
      rect(150, 560, 1300, 240, C.white) +
      kandyanRoof(130, 1470, 584, 44) +
      path(arches, '#5b4a3c') +
      path('M900 790V690Q1160 630 1420 690V790Z', '#3c2f27') +
      reclining(960, 772, 0.9) +
      stroke('M900 690V790M1420 690V790', C.white, 16) +
      rect(0, 800, W, 200, '#d9c9a6') +
      stroke('M360 860H1240M320 910H1280', '#c4b28c', 16) +
      grove(
        [
          [-60, 1040],
          [20, 800],
          [220, 880],
          [300, 1060],
        ],
        C.leaf,
        100,
      ),
  );
}

function polonnaruwa(): string {
  return svg(
    skyDef('day'),
    skyRect() +
      canopy(520, '#8fbf8a', 91, 90) +
      path(
        blob([
          [320, 900],
          [300, 460],
          [520, 380],
          [1080, 390],
          [1300, 470],
          [1300, 900],
        ]),
        '#9b978c',
      ) +
      path('M660 820V420Q800 300 940 420V820Z', '#7f7b72') +
      seatedBuddha(800, 810, '#b9b4a6') +
      stroke('M410 520q10 120 0 260M1190 520q-10 140 0 260', '#7f7b72', 10, op(0.6)) +
      path(
        blob([
          [20, 820],
          [60, 700],
          [160, 660],
          [260, 700],
          [300, 820],
        ]),
        '#a86a4c',
      ) +
      rect(0, 800, W, 200, '#b7cf8a') +
      path('M1340 880V700h36v180ZM1420 880V740h36v140ZM1500 880V680h36v200Z', C.stone) +
      rect(1320, 880, 250, 24, C.stoneDark),
  );
}

function anuradhapura(): string {
  return svg(
    skyDef('day') + stupaDef(),
    skyRect() +
      hill(ridge(780, 40, 41), '#a7c9a0') +
      grove(
        [
          [-60, 900],
          [0, 720],
          [300, 720],
          [420, 900],
        ],
        C.leaf,
        120,
      ) +
      grove(
        [
          [1180, 900],
          [1300, 720],
          [1600, 710],
          [1660, 900],
        ],
        C.leaf,
        120,
      ) +
      rect(0, 840, W, 160, '#efe3c8') +
      use('d', 800, 860, 1.35) +
      rect(340, 846, 920, 38, '#e6dfd0') +
      stroke('M352 866H1250', '#cdc2aa', 22, ' stroke-dasharray="24 10"') +
      rect(0, 930, W, 70, '#e2d2ad'),
  );
}

function minneriya(): string {
  return svg(
    skyDef('warm') + ELEPHANT,
    skyRect() +
      sun(360, 240, 70, C.sunPale) +
      hill(ridge(560, 80, 21), '#9dbfb2') +
      water(560, C.seaLight, C.foam, 3, 6, 700) +
      stroke('M1380 650V540M1380 590l-30-30M1440 640V570M1440 596l24-26', '#6b6258', 8) +
      hill(
        [
          [0, 690],
          [600, 670],
          [1100, 700],
          [1600, 680],
        ],
        '#a8c766',
      ) +
      use('e', 60, 800, 1.05) +
      use('e', 520, 790, 0.95, -1) +
      use('e', 560, 830, 0.55) +
      use('e', 760, 860, 1.3) +
      use('e', 1330, 880, 1.2, -1) +
      use('e', 1380, 870, 0.6, -1) +
      bushes('M0 985H1600', '#7ea24f', 60, 40),
  );
}

function kandy(): string {
  return svg(
    skyDef('day'),
    skyRect() +
      hill(ridge(420, 80, 101, 240), '#8fbb8f') +
      seatedBuddha(1360, 400, C.white, 0.18) +
      canopy(520, C.leaf, 103, 80) +
      kandyanRoof(530, 650, 480, 44, C.sun) +
      rect(260, 500, 620, 130, C.white) +
      kandyanRoof(230, 910, 520, 60) +
      stroke('M300 580H860', '#8f7d68', 30, ' stroke-dasharray="16 24"') +
      rect(930, 460, 130, 170, C.white) +
      stroke('M960 500v100M1030 500v100', '#8f7d68', 16) +
      path(
        poly([
          [910, 470],
          [960, 400],
          [1030, 400],
          [1080, 470],
        ]),
        C.terracotta,
      ) +
      rect(0, 630, W, 40, C.leafDark) +
      rect(0, 670, W, 30, C.white) +
      stroke('M0 682H1600', '#d9d0bf', 12, ' stroke-dasharray="20 12"') +
      water(700, C.sea, C.seaLight, 107, 10) +
      stroke('M300 740h560M360 780h440M940 740h120M960 790h80', C.white, 12, op(0.3)) +
      stroke('M320 720h540', C.terracotta, 10, op(0.3)),
  );
}

function nuwaraEliya(): string {
  const pines = [
    [1240, 800],
    [1320, 760],
    [1400, 800],
    [1480, 760],
    [120, 690],
    [200, 660],
    [280, 700],
  ]
    .map(([x, y]) => `M${x! - 50} ${y}l50-150 50 150Z`)
    .join('');
  return svg(
    skyDef('mist'),
    skyRect() +
      hill(ridge(380, 140, 111, 260), '#9fb9bd') +
      hill(ridge(520, 60, 113), '#86ae8e') +
      path(pines, '#2e5d45') +
      rect(820, 560, 400, 170, C.white) +
      path(
        poly([
          [790, 580],
          [880, 470],
          [1160, 470],
          [1250, 580],
        ]),
        '#b5452f',
      ) +
      rect(1110, 420, 34, 70, C.terracotta) +
      rect(960, 600, 120, 130, '#eee7d8') +
      path(
        poly([
          [930, 612],
          [1020, 500],
          [1110, 612],
        ]),
        '#9e3b28',
      ) +
      path(
        poly([
          [962, 604],
          [1020, 532],
          [1078, 604],
        ]),
        '#eee7d8',
      ) +
      stroke('M880 640v50M1170 640v50M1020 630v50', '#2f6e4a', 34) +
      rect(780, 730, 480, 20, '#9fbf7a') +
      teaHill(
        't',
        [
          [-40, 700],
          [500, 660],
          [1000, 820],
          [1640, 780],
        ],
        '#5d9e4e',
        C.leafLight,
      ),
  );
}

function hortonPlains(): string {
  return svg(
    skyDef('mist') + hazeDef('#fff', 0.6) + ACACIA_DEF + BUSH_DEF,
    skyRect() +
      hill(ridge(520, 40, 121, 300), '#c7dbe0') +
      hill(ridge(640, 50, 123, 260), '#a9c6cf') +
      hill(ridge(780, 50, 125, 240), '#8fb0b8') +
      // Cloud lying in the valleys, between the ridges.
      hazeBand(660, 110) +
      hill(ridge(900, 40, 127, 200), '#7a9fa6') +
      hazeBand(830, 130) +
      path('M1020 590Q1060 700 1080 820Q1110 920 1180 1000H900L960 620Z', '#5e5146') +
      stroke('M1040 660q20 100 30 200M1000 700q10 120 40 260', '#4a3f37', 10, op(0.6)) +
      path('M-20 1000V600Q500 560 1020 590Q1000 800 960 1000Z', '#b8b96a') +
      path('M-20 720Q500 680 1000 700L990 780Q500 760-20 800Z', '#a4a55a') +
      use('a', 300, 640, 0.55, 1, '#2e5d45') +
      use('a', 640, 610, 0.4, 1, '#2e5d45') +
      shrubs(880, 960, 4, '#8f9048', 129, 0.8, 900),
  );
}

function ella(): string {
  return svg(
    skyDef('mist'),
    skyRect() +
      hill(ridge(380, 90, 61), '#a9c9b7') +
      hill(ridge(500, 80, 63), '#7fae8d') +
      canopy(560, C.leaf, 65, 100) +
      nineArchBridge(160, 1440, 560) +
      train(360, 548, 5, 160, 54) +
      canopy(830, C.leafDark, 67, 130) +
      grove(
        [
          [-80, 1040],
          [0, 880],
          [400, 900],
          [560, 1060],
        ],
        C.brandDark,
        150,
      ),
  );
}

function yala(): string {
  return svg(
    skyDef('dusk') + leopardDef() + ACACIA_DEF + BUSH_DEF,
    skyRect() +
      sun(300, 380, 80) +
      hill(ridge(640, 50, 31), '#c9a46a', op(0.8)) +
      use('a', 200, 700, 0.8, 1, '#6f6a40') +
      use('a', 1420, 690, 0.6, 1, '#6f6a40') +
      hill(
        [
          [0, 720],
          [800, 690],
          [1600, 730],
        ],
        '#d8bd72',
      ) +
      path(
        blob([
          [500, 1000],
          [480, 700],
          [640, 520],
          [1000, 500],
          [1240, 620],
          [1300, 1000],
        ]),
        C.stone,
      ) +
      path('M1000 520Q1240 600 1290 1000H1080Q1140 700 1000 520Z', C.stoneDark, op(0.5)) +
      use('l', 600, 540, 1.6) +
      shrubs(930, 990, 6, '#8a9a50', 33, 1.1),
  );
}

function udawalawe(): string {
  return svg(
    skyDef('warm') + ELEPHANT,
    skyRect() +
      sun(1250, 250, 60, C.sunPale) +
      hill(ridge(480, 220, 131, 320), '#8fa9b6') +
      hill(ridge(560, 60, 133), '#86ae8e') +
      water(580, C.seaLight, C.foam, 135, 8, 760) +
      stroke('M300 700V600M300 640l-26-24M460 690V630M700 720V610M700 650l30-30M980 690V640', '#7a7068', 9) +
      hill(
        [
          [0, 780],
          [700, 740],
          [1600, 770],
        ],
        '#b3c46f',
      ) +
      use('e', 360, 860, 1.2) +
      use('e', 640, 850, 0.6) +
      use('e', 1260, 900, 1.35, -1) +
      bushes('M0 990H1600', '#8aa352', 60, 44),
  );
}

function mirissa(): string {
  return svg(
    skyDef('day') + palmDef(),
    skyRect() +
      water(520, C.seaDeep, C.seaLight, 141, 14) +
      group(
        'translate(560 720) scale(1.6)',
        path(
          'M-20 0Q-20-60-10-100Q-40-120-110-150Q-160-160-180-190Q-120-170-60-176Q-20-170 0-140Q20-170 60-176' +
            'Q120-170 180-190Q160-160 110-150Q40-120 10-100Q20-60 20 0Z',
          '#2f4858',
        ),
      ) +
      ellipse(560, 722, 130, 14, C.foam) +
      stroke('M274 440v60M846 440v50', C.foam, 7, ' stroke-dasharray="4 14"') +
      boat(1120, 620) +
      path('M560 1000Q700 870 1100 840T1640 840V1000Z', C.sand) +
      stroke('M560 1000Q700 870 1100 840T1640 840', C.foam, 10) +
      use('p', 1380, 900, 1.4, -1),
  );
}

function galle(): string {
  return svg(
    skyDef('day') + palmDef(),
    skyRect() +
      water(560, C.sea, C.seaLight, 151, 10) +
      path('M340 1000L420 700H1600V1000Z', C.stone) +
      path('M420 700L340 1000H460L520 700Z', C.stoneDark, op(0.5)) +
      stroke('M460 760H1600M440 840H1600M420 920H1600', C.stoneDark, 6, op(0.4)) +
      rect(400, 680, 1200, 30, '#9fbf7a') +
      lighthouse(900, 690) +
      use('p', 1240, 690, 1.1) +
      use('p', 1420, 700, 1.3, -1) +
      use('p', 600, 690, 0.9, -1),
  );
}

function bentota(): string {
  return svg(
    skyDef('warm') + palmDef(),
    skyRect() +
      water(540, C.sea, C.seaLight, 161, 8) +
      catamaran(1240, 650) +
      stroke('M1080 656h300', C.foam, 8, op(0.8)) +
      grove(
        [
          [-60, 700],
          [0, 560],
          [500, 570],
          [760, 620],
          [900, 1040],
        ],
        C.leafDark,
        80,
      ) +
      path('M-20 650Q300 620 600 660Q820 690 900 600Q1000 600 1000 640Q900 760 600 760Q300 740-20 800Z', C.lagoon) +
      stroke('M80 700h140M360 690h160M600 720h120', C.foam, 8, op(0.7)) +
      path('M-20 800Q300 740 600 760Q900 760 1000 640Q1300 700 1640 720V1000H-20Z', C.sand) +
      stroke('M1000 640Q1300 700 1640 720', C.foam, 10) +
      use('p', 820, 800, 1.15) +
      use('p', 960, 840, 1.35, -1) +
      use('p', 120, 900, 1.2),
  );
}

function negombo(): string {
  return svg(
    skyDef('dusk') + ORUWA,
    skyRect() +
      sun(460, 500, 90) +
      bushes('M-20 600Q800 580 1620 600', '#3f5a40', 50, 20) +
      rect(0, 600, W, 400, '#c98466') +
      water(600, '#c98466', '#ffd39b', 171, 14) +
      use('o', 760, 740, 0.9) +
      use('o', 1230, 820, 1.2, -1) +
      use('o', 300, 900, 1.05),
  );
}

function colombo(): string {
  const rand = random(181);
  let towers = '';
  let windows = '';
  for (let x = 100; x < 1500; x += 70 + Math.round(rand() * 40)) {
    if (x > 930 && x < 1060) continue;
    const h = 140 + Math.round(rand() * 280);
    const w = 56 + Math.round(rand() * 30);
    towers += `M${x} 760v-${h}h${w}v${h}Z`;
    windows += `M${x + Math.round(w / 2)} ${760 - h + 20}V750`;
  }
  return svg(
    skyDef('warm'),
    skyRect() +
      sun(300, 260, 60, C.sunPale) +
      path(towers, '#8fa7b3') +
      stroke(windows, '#c6d5da', 18, ' stroke-dasharray="10 14"') +
      path('M978 760L988 270H1012L1022 760Z', '#6a5a7a') +
      path('M1000 150Q1060 200 1050 250Q1040 280 1000 284Q960 280 950 250Q940 200 1000 150Z', '#8e6fa3') +
      stroke('M1000 160Q980 210 984 270M1000 160Q1020 210 1016 270', '#b597c4', 5) +
      stroke('M1000 150V60', '#6a5a7a', 6) +
      rect(0, 760, W, 40, '#8fbf6a') +
      water(800, C.sea, C.seaLight, 183, 10) +
      stroke('M0 806H1600', C.foam, 8),
  );
}

function trincomalee(): string {
  return svg(
    skyDef('day') + palmDef(),
    skyRect() +
      hill(ridge(540, 30, 191), '#8fbb8f') +
      water(560, C.seaDeep, C.seaLight, 193, 12) +
      path('M-20 700Q300 690 520 760Q700 840 760 1000H-20Z', C.lagoon) +
      path('M-20 800Q260 790 420 860Q540 920 560 1000H-20Z', C.sand) +
      use('p', 120, 900, 1.1) +
      use('p', 280, 930, 1.25, -1) +
      path('M1000 1000Q1040 800 1100 600Q1140 500 1240 480H1640V1000Z', '#8d7a66') +
      path('M1100 600Q1040 800 1000 1000H1130Q1150 780 1180 560Z', '#6b5a4a') +
      stroke('M1240 560q-20 160-10 420M1380 540q-10 200 0 440M1500 520q-10 200 10 460', '#6b5a4a', 12, op(0.5)) +
      bushes('M1150 560Q1190 480 1280 482H1640', C.leafDark, 50, 26) +
      gopuram(1420, 486) +
      boat(700, 680),
  );
}

function arugamBay(): string {
  return svg(
    skyDef('day') + palmDef(),
    skyRect() +
      water(540, C.sea, C.seaLight, 201, 14) +
      path(
        'M-20 780V720Q300 700 640 600Q820 560 900 440Q960 380 1040 390Q1120 400 1130 470' +
          'Q1090 430 1050 450Q1010 480 1030 540Q1060 620 1200 680Q1000 760 600 780Z',
        C.seaDeep,
      ) +
      path('M640 600Q820 560 900 440Q960 380 1040 390Q1000 420 960 520Q920 600 640 640Z', C.sea) +
      stroke('M880 460Q960 380 1040 390Q1120 400 1130 470', C.foam, 16) +
      stroke('M1030 540Q1080 640 1200 680M640 700Q900 690 1020 620M100 760Q400 740 600 760', C.foam, 10, op(0.8)) +
      path('M790 590L900 570L904 580L794 600Z', C.sun) +
      path('M830 590Q820 560 846 540L840 520Q850 500 864 514L872 540Q880 560 866 586Z', C.ink) +
      circle(858, 494, 12, C.ink) +
      path('M1280 640Q1400 560 1640 580V1000H1200Q1300 800 1280 640Z', '#7d6a58') +
      path('M-20 880Q600 820 1240 900V1000H-20Z', C.sand) +
      stroke('M-20 880Q600 820 1240 900', C.foam, 10) +
      use('p', 1420, 600, 1.1) +
      use('p', 1520, 620, 0.9, -1),
  );
}

function jaffna(): string {
  return svg(
    skyDef('day') + palmyrahDef() + BUSH_DEF,
    skyRect() +
      use('y', 140, 690, 1.05) +
      use('y', 290, 680, 0.85) +
      use('y', 1320, 680, 1.15) +
      use('y', 1470, 690, 0.9) +
      rect(0, 680, W, 320, '#c98a5a') +
      path('M330 720L370 600H1230L1270 720Z', '#c9b894') +
      path('M330 720L370 600H400L372 720Z', '#a8977a') +
      stroke('M380 604H1220', '#8fb06a', 14) +
      stroke('M420 630H1180', '#a8977a', 16, ' stroke-dasharray="20 60"') +
      path('M760 720V670a40 40 0 0 1 80 0V720Z', '#5b4a3c') +
      water(720, C.seaLight, C.foam, 211, 6, 790) +
      stroke('M-20 900Q600 860 1620 940', '#b57a4c', 40) +
      shrubs(840, 980, 5, '#7f8a46', 213, 0.8) +
      use('y', 560, 980, 1) +
      use('y', 1080, 1000, 1.15),
  );
}

function knuckles(): string {
  const layers: [number, number, string][] = [
    [380, 160, '#c6dad8'],
    [480, 150, '#a4c4b8'],
    [590, 130, '#7fae8d'],
    [710, 120, C.leaf],
    [840, 110, '#2f7048'],
    [960, 80, C.leafDark],
  ];
  return svg(
    skyDef('mist') + hazeDef('#fff', 0.35),
    skyRect() +
      sun(1180, 250, 70, C.sunPale) +
      layers.map(([y, amp, color], i) => hill(ridge(y, amp, 221 + i * 2, 160), color) + hazeBand(y - 40, 80)).join(''),
  );
}

function kitulgala(): string {
  return svg(
    skyDef('day'),
    skyRect() +
      canopy(420, '#6fa878', 231, 90) +
      path('M640 440Q720 430 960 440Q1040 700 1640 1000H-40Q520 700 640 440Z', C.seaLight) +
      stroke(
        'M700 500h120M620 600q100-20 220 0M900 620h100M400 780q200-40 420 0M1000 820q160 20 300 0M200 920h260',
        C.foam,
        12,
        op(0.9),
      ) +
      grove(
        [
          [-60, 1000],
          [-20, 420],
          [420, 420],
          [640, 440],
          [300, 900],
          [-60, 1000],
        ],
        C.leafDark,
        100,
      ) +
      grove(
        [
          [980, 440],
          [1300, 420],
          [1660, 420],
          [1660, 900],
          [1400, 800],
          [1000, 520],
        ],
        C.leafDark,
        100,
      ) +
      path(
        blob([
          [1100, 900],
          [1120, 840],
          [1220, 830],
          [1260, 900],
        ]),
        C.stoneDark,
      ) +
      path(
        blob([
          [380, 700],
          [400, 660],
          [470, 650],
          [500, 700],
        ]),
        C.stoneDark,
      ) +
      path('M560 800Q560 760 620 760H940Q1000 760 1000 800Q1000 840 940 840H620Q560 840 560 800Z', '#e8732c') +
      people(640, 780, 4, 90, C.train, C.sun) +
      stroke('M600 700L560 860M960 710L1020 850', C.ink, 6),
  );
}

function adamsPeak(): string {
  return svg(
    skyDef('night'),
    skyRect() +
      stars(40, 241, 380) +
      sun(1260, 700, 120, '#ffcf6a') +
      path(
        blob([
          [200, 1100],
          [520, 620],
          [760, 300],
          [840, 300],
          [1080, 620],
          [1400, 1100],
        ]),
        '#3b3f5c',
      ) +
      path('M840 300Q1000 520 1080 620Q1240 820 1400 1100H960Q1000 700 840 300Z', '#2c2f47') +
      hill(ridge(820, 90, 243, 260), '#2a3a4a') +
      stroke(
        'M700 1000L820 900L740 800L860 700L760 600L840 500L790 420L810 340',
        C.sun,
        7,
        ' stroke-dasharray="2 18" stroke-linejoin="round"',
      ) +
      path('M786 322L800 300L814 322Z', C.white) +
      hill(ridge(920, 40, 245, 200), '#1d2836'),
  );
}

// ---------------------------------------------------------------------------------------------- vehicles

function vehicleScene(body: string, groundY: number): string {
  return svg(
    skyDef('soft'),
    skyRect() +
      circle(1200, 330, 220, C.sunPale, op(0.45)) +
      hill(ridge(640, 60, 251, 300), C.leafPale, op(0.5)) +
      rect(0, groundY, W, H - groundY, '#e6ddcb') +
      stroke(`M0 ${groundY + 110}H1600`, C.paper, 10, ' stroke-dasharray="80 60"') +
      ellipse(800, groundY + 6, 620, 26, C.ink, op(0.15)) +
      body,
  );
}

function wheel(x: number, y: number, radius: number): string {
  return circle(x, y, radius, C.ink) + circle(x, y, radius * 0.55, '#c9cfcc') + circle(x, y, radius * 0.2, '#5b6360');
}

function vehicleSedan(): string {
  const y = 780;
  return vehicleScene(
    circle(470, 700, 94, C.ink) +
      circle(1130, 700, 94, C.ink) +
      path(
        'M250 704L244 620Q250 584 300 578L480 566Q560 470 640 458L940 456Q1000 460 1066 542L1250 566Q1340 580 1352 640L1352 704Z',
        '#23312d',
      ) +
      circle(470, 712, 94, C.ink) +
      circle(1130, 712, 94, C.ink) +
      path('M522 568Q584 488 650 480L930 478Q984 482 1030 548Z', '#9fb8c0') +
      stroke('M780 474V566', '#23312d', 16) +
      stroke('M300 612Q800 600 1330 612', '#4a5f58', 8) +
      stroke('M780 580V690M1040 560V690', '#121a18', 4) +
      rect(690, 594, 50, 10, '#8a9a95') +
      rect(950, 594, 50, 10, '#8a9a95') +
      path('M1290 594Q1330 596 1342 620H1300Z', C.sunPale) +
      rect(244, 600, 24, 30, C.terracotta) +
      wheel(470, 702, 78) +
      wheel(1130, 702, 78),
    y,
  );
}

function vehicleVan(): string {
  const y = 780;
  return vehicleScene(
    circle(480, 704, 90, '#5b6360') +
      circle(1150, 704, 90, '#5b6360') +
      path(
        'M236 706L234 420Q236 372 290 368L1000 366Q1060 368 1090 420L1180 560Q1290 578 1332 610Q1352 640 1352 706Z',
        '#eef1ef',
      ) +
      path('M236 640H1352V706H236Z', '#d5dcd9') +
      rect(280, 400, 700, 110, '#8fb0ba') +
      stroke('M460 400V510M640 400V510M820 400V510', '#eef1ef', 18) +
      path('M1000 396Q1050 396 1078 436L1150 556H1000Z', '#8fb0ba') +
      stroke('M236 580H1352', C.brand, 16) +
      stroke('M820 530V690M990 520V690', '#b8c2be', 4) +
      path('M1300 600Q1340 606 1346 630H1300Z', C.sunPale) +
      rect(234, 590, 20, 40, C.terracotta) +
      wheel(480, 706, 74) +
      wheel(1150, 706, 74),
    y,
  );
}

function vehicleSuv(): string {
  const y = 780;
  return vehicleScene(
    circle(480, 690, 102, C.ink) +
      circle(1140, 690, 102, C.ink) +
      path(
        'M238 690L236 470Q240 420 300 418L930 412Q990 414 1030 480L1080 540L1280 560Q1350 572 1356 630L1356 690Z',
        C.brand,
      ) +
      path('M236 640H1356V690H236Z', '#2b3331') +
      path('M290 440H916Q956 444 986 500L1010 530H290Z', '#9fb8c0') +
      stroke('M520 436V534M760 436V534', C.brand, 18) +
      stroke('M330 404H900', C.ink, 10) +
      stroke('M760 550V640M1010 540V640', C.brandDark, 4) +
      path('M1300 580Q1344 584 1352 610H1300Z', C.sunPale) +
      rect(236, 490, 22, 60, C.terracotta) +
      wheel(480, 692, 86) +
      wheel(1140, 692, 86),
    y,
  );
}

function vehicleCoach(): string {
  const y = 800;
  return vehicleScene(
    path('M160 736L160 330Q160 290 200 290L1380 290Q1430 290 1440 340L1452 736Z', '#f5f3ee') +
      rect(200, 340, 1150, 160, '#3b5358') +
      stroke('M400 340V500M600 340V500M800 340V500M1000 340V500M1200 340V500', '#f5f3ee', 14) +
      path('M1370 340L1428 348L1440 560H1370Z', '#3b5358') +
      path('M160 560Q800 520 1452 580V640Q800 590 160 630Z', C.brand) +
      stroke('M160 652Q800 610 1452 660', C.sun, 10) +
      rect(1250, 540, 90, 190, '#3b5358', op(0.8)) +
      rect(160, 690, 1292, 46, '#d5d2ca') +
      path('M1410 600H1448V630H1410Z', C.sunPale) +
      wheel(400, 730, 72) +
      wheel(1040, 730, 72) +
      wheel(1200, 730, 72),
    y,
  );
}

function aboutFounder(): string {
  const skin = '#8d5a3b';
  return svg(
    skyDef('warm') + palmDef(C.leafPale, C.leafPale),
    skyRect() +
      sun(1200, 260, 90, C.sunPale) +
      use('p', 180, 820, 1.2) +
      use('p', 1480, 820, 1.4, -1) +
      use('p', 1380, 820, 1, 1) +
      rect(0, 820, W, 180, '#e6ddcb') +
      ellipse(640, 904, 150, 16, C.ink, op(0.15)) +
      path('M1000 800L996 680Q1010 640 1060 632L1200 622Q1280 540 1360 528L1640 526V800Z', C.brand) +
      path('M1226 626Q1290 552 1356 546L1640 546V626Z', '#9fb8c0') +
      ellipse(1320, 872, 330, 14, C.ink, op(0.15)) +
      path('M1000 676Q1000 656 1030 652V676Z', C.sunPale) +
      circle(1150, 806, 76, C.ink) +
      wheel(1150, 810, 64) +
      path('M572 640L556 890H616L640 700L660 890H720L708 640Z', '#2b3a36') +
      stroke('M548 900H612M660 900H724', C.ink, 18) +
      stroke('M562 480Q530 580 548 670', C.white, 46) +
      circle(548, 690, 22, skin) +
      stroke('M720 480Q800 450 820 360', C.white, 46) +
      circle(824, 334, 24, skin) +
      rect(614, 400, 60, 50, skin) +
      path('M548 480Q556 436 608 428H680Q732 436 740 480L748 660H540Z', C.white) +
      path('M614 430L644 476L674 430Z', skin) +
      rect(540, 640, 208, 22, C.ink) +
      rect(676, 500, 34, 44, C.sun) +
      circle(588, 368, 12, skin) +
      circle(700, 368, 12, skin) +
      circle(644, 362, 58, skin) +
      path('M586 360Q584 300 644 296Q708 298 704 352Q680 326 644 330Q610 330 586 360Z', '#2b1d14'),
  );
}

type Scene = () => string;

export const SCENES: Record<ImageName, Scene> = {
  'hero-heritage': heroHeritage,
  'hero-beaches': heroBeaches,
  'hero-tea-country': heroTeaCountry,
  'hero-safari': heroSafari,
  sigiriya,
  dambulla,
  polonnaruwa,
  anuradhapura,
  minneriya,
  kandy,
  'nuwara-eliya': nuwaraEliya,
  'horton-plains': hortonPlains,
  ella,
  yala,
  udawalawe,
  mirissa,
  galle,
  bentota,
  negombo,
  colombo,
  trincomalee,
  'arugam-bay': arugamBay,
  jaffna,
  knuckles,
  kitulgala,
  'adams-peak': adamsPeak,
  'vehicle-sedan': vehicleSedan,
  'vehicle-van': vehicleVan,
  'vehicle-suv': vehicleSuv,
  'vehicle-coach': vehicleCoach,
  'about-founder': aboutFounder,
};
