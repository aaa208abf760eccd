/**
 * `tsx scripts/site-content/export.ts <file>`: writes the published content, read from where
 * `contentSourceFromEnv` says, to <file> as JSON. The build runs it in a process of its own
 * (scripts/published-content.ts): reading may open a database, which has no place in Vite's process.
 */
import { writeFile } from 'node:fs/promises';
import { contentSourceFromEnv, readPublishedContent } from './read-published';

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/site-content/export.ts <file>');
  process.exit(2);
}
readPublishedContent(contentSourceFromEnv())
  .then((items) => writeFile(out, JSON.stringify(items)))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
