/**
 * `tsx scripts/site-content/export.ts <file>`: writes the published content, read from where
 * `contentSourceFromEnv` says, to <file> as JSON (`{ source, items }`, the source in words). The build runs it
 * in a process of its own
 * (scripts/published-content.ts): reading may open a database, which has no place in Vite's process.
 */
import { writeFile } from 'node:fs/promises';
import { compileForOneJob } from '../../supabase/local/db';
import { contentSourceFromEnv, readPublishedContent, type ContentSource } from './read-published';

function described(source: ContentSource): string {
  if (source.from === 'api') return `the API at ${source.url}`;
  if (source.from === 'data-dir') return `the data directory ${source.dataDir}`;
  return 'the migrations (no CONTENT_SUPABASE_URL or CONTENT_DATA_DIR set)';
}

const out = process.argv[2];
if (!out) {
  console.error('usage: tsx scripts/site-content/export.ts <file>');
  process.exit(2);
}
const source = contentSourceFromEnv();
compileForOneJob();
readPublishedContent(source)
  .then((items) => writeFile(out, JSON.stringify({ source: described(source), items })))
  .then(() => process.exit(0))
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
