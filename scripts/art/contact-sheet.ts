/**
 * Renders every public/art/*.svg into one PNG grid for a quick look at the set side by side
 * (`npx tsx scripts/art/contact-sheet.ts /tmp/art-sheet.png [name…]`, CELL_W=800 for larger tiles).
 * Rendered by librsvg via sharp, so check a few in a browser too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';

const artDir = join(import.meta.dirname, '../../public/art');
const out = process.argv[2] ?? '/tmp/art-sheet.png';
const only = process.argv.slice(3);
const CELL_W = Number(process.env.CELL_W ?? 400); // px per thumbnail
const CELL_H = (CELL_W * 10) / 16;
const COLUMNS = CELL_W > 400 ? 2 : 4;

const files = readdirSync(artDir)
  .filter((file) => file.endsWith('.svg'))
  .filter((file) => only.length === 0 || only.includes(file.replace(/\.svg$/, '')))
  .sort();
const tiles = await Promise.all(
  files.map((file) =>
    sharp(readFileSync(join(artDir, file)))
      .resize(CELL_W, CELL_H)
      .png()
      .toBuffer(),
  ),
);
const rows = Math.ceil(tiles.length / COLUMNS);
await sharp({ create: { width: CELL_W * COLUMNS, height: CELL_H * rows, channels: 3, background: '#ffffff' } })
  .composite(tiles.map((input, i) => ({ input, left: (i % COLUMNS) * CELL_W, top: Math.floor(i / COLUMNS) * CELL_H })))
  .png()
  .toFile(out);
console.log(`${files.length} scenes → ${out}`);
