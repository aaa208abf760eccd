/**
 * For the tests of the public forms' rules (their zod schemas): the messages in English as the forms show
 * them, and the columns a table takes, to check that a form sends each of them.
 */
import { readFileSync } from 'node:fs';
import { issuesToErrors, type FormParser } from '../components/form-fields';
import en from '../locales/en/forms.json';

/** The English text of a message key of the `forms` namespace, its {{placeholders}} filled from `values`. */
export function english(key: string, values: Record<string, string> = {}): string {
  const text = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], en);
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? `{{${name}}}`);
}

/**
 * Field → English message, the first problem of each field. `label(path)` gives the name a message fills in
 * for its field, where it names one (a rating's '{{label}} rating is required').
 */
export function englishErrors(
  schema: FormParser<unknown>,
  values: unknown,
  label: (path: string) => string | undefined = () => undefined,
): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(issuesToErrors(result.error.issues)).map(([path, key]) => {
      const name = label(path);
      return [path, english(key, name === undefined ? {} : { label: name })];
    }),
  );
}

/** Set by the device (the outbox) or the database (search_text is generated); no form sends them. */
const FILLED_IN = ['id', 'submitted_at', 'status', 'created_at', 'updated_at', 'search_text'];

/** Columns of an inquiry or request that belong to the staff (the note and the pipeline): never sent by a form. */
export const STAFF_COLUMNS = [
  'internal_note',
  'stage',
  'cancel_reason',
  'owner_id',
  'follow_up_on',
  'quote_usd',
  'last_reply_at',
  'first_response_at',
] as const;

/**
 * The Insert columns of a table (read from src/types/database.ts) that the visitor's form sends: all but
 * those the device or the database fills in and the staff-only `staffOnly`.
 */
export function sentColumns(table: string, staffOnly: readonly string[]): string[] {
  const source = readFileSync(new URL('../types/database.ts', import.meta.url), 'utf8');
  const start = source.indexOf('Insert: {', source.indexOf(`      ${table}: {`));
  const block = source.slice(start, source.indexOf('};', start));
  return [...block.matchAll(/^\s+(\w+)\??:/gm)]
    .map((match) => match[1]!)
    .filter((column) => !FILLED_IN.includes(column) && !staffOnly.includes(column));
}
