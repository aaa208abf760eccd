/**
 * Writes the site's original artwork to public/art/<name>.svg, one file per image name in
 * src/content/images.ts. Run `npx tsx scripts/art/generate-art.ts` after changing a scene; the output is
 * committed so the build needs no generator. Refuses files over 8 KB (the budget that keeps every scene
 * cheap to precache).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { IMAGE_NAMES } from '../../src/content/images.ts';
import { SCENES } from './scenes.ts';

const MAX_BYTES = 8 * 1024; // hard cap per file; aim is about 4 KB
const outDir = join(dirname(fileURLToPath(import.meta.url)), '../../public/art');

mkdirSync(outDir, { recursive: true });
let total = 0;
const tooBig: string[] = [];
for (const name of IMAGE_NAMES) {
  const markup = SCENES[name]();
  const bytes = Buffer.byteLength(markup);
  total += bytes;
  if (bytes > MAX_BYTES) tooBig.push(`${name} (${bytes} B)`);
  writeFileSync(join(outDir, `${name}.svg`), markup);
  console.log(`${name.padEnd(18)} ${String(bytes).padStart(5)} B`);
}
console.log(`${IMAGE_NAMES.length} files, ${total} B in all`);
if (tooBig.length > 0) {
  console.error(`Over ${MAX_BYTES} B: ${tooBig.join(', ')}`);
  process.exitCode = 1;
}
