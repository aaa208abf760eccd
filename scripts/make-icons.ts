/**
 * Draws the app icons (PNG) without an image library: a sun over the sea on the brand green.
 * Run once with `npx tsx scripts/make-icons.ts`; the PNGs are committed.
 */
import { writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const GREEN = [15, 91, 79];
const SUN = [244, 180, 0];
const SEA = [255, 250, 243];

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const byte of buf) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = (c >>> 1) ^ (0xedb88320 & -(c & 1));
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([len, body, crc]);
}

/** A PNG of `size`×`size` from filtered scanlines (`raw`), colour type 2 (RGB) or 6 (RGBA), 8 bits. */
function png(size: number, colourType: 2 | 6, raw: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8; // bit depth
  ihdr[9] = colourType;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function icon(size: number, safeScale: number): Buffer {
  const raw = Buffer.alloc((size * 3 + 1) * size);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 3 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const nx = (x - c) / (c * safeScale);
      const ny = (y - c) / (c * safeScale);
      let rgb = GREEN;
      if (Math.hypot(nx, ny + 0.12) < 0.42) rgb = SUN;
      const wave = 0.28 + 0.05 * Math.sin(nx * 9);
      if (ny > wave && Math.abs(nx) < 0.9 && ny < 0.62) rgb = Math.floor((ny - wave) * 20) % 2 === 0 ? SEA : GREEN;
      const o = y * (size * 3 + 1) + 1 + x * 3;
      raw[o] = rgb[0]!;
      raw[o + 1] = rgb[1]!;
      raw[o + 2] = rgb[2]!;
    }
  }
  return png(size, 2, raw);
}

/**
 * The notification badge: Android shows only its alpha, as one colour in the status bar, so the sun
 * and the waves are opaque white on a transparent ground (an opaque icon there is a plain square).
 */
function badge(size: number): Buffer {
  const raw = Buffer.alloc((size * 4 + 1) * size);
  const c = size / 2;
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    for (let x = 0; x < size; x++) {
      const nx = (x - c) / c;
      const ny = (y - c) / c;
      let on = Math.hypot(nx, ny + 0.12) < 0.42;
      const wave = 0.28 + 0.05 * Math.sin(nx * 9);
      if (ny > wave && Math.abs(nx) < 0.9 && ny < 0.62) on = Math.floor((ny - wave) * 20) % 2 === 0;
      const o = y * (size * 4 + 1) + 1 + x * 4;
      raw[o] = 255;
      raw[o + 1] = 255;
      raw[o + 2] = 255;
      raw[o + 3] = on ? 255 : 0;
    }
  }
  return png(size, 6, raw);
}

writeFileSync('public/icons/icon-192.png', icon(192, 1));
writeFileSync('public/icons/icon-512.png', icon(512, 1));
// Maskable icons keep their content inside the central 80 % safe zone.
writeFileSync('public/icons/icon-maskable-512.png', icon(512, 0.8));
// Home-screen shortcut icons (manifest `shortcuts`).
writeFileSync('public/icons/shortcut-96.png', icon(96, 1));
// Notification badge (service worker, Web Push).
writeFileSync('public/icons/badge-96.png', badge(96));

/** /favicon.ico for browsers and tools that ask for it: an ICO holding PNG images (allowed since Vista). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry[0] = size % 256; // 0 means 256
    entry[1] = size % 256;
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((i) => i.png)]);
}
writeFileSync(
  'public/favicon.ico',
  ico([
    { size: 16, png: icon(16, 1) },
    { size: 32, png: icon(32, 1) },
    { size: 48, png: icon(48, 1) },
  ]),
);
