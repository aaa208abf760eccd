import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// English is the source. Every namespace found in en/ at test time must exist in each translation
// with the same keys, the same {{placeholders}} and real translated text.
const LOCALES_DIR = import.meta.dirname;
const SOURCE = 'en';
const TRANSLATIONS = ['de', 'fr'] as const;

/** Strings this long that stay identical to English are almost always untranslated. */
const MAX_UNTRANSLATED_LENGTH = 12;
/** Values that are rightly the same in every language: the brand and tour names used as proper nouns. */
const SAME_IN_EVERY_LANGUAGE = new Set(['Lanka Chauffeur Tours', 'Sri Lanka Highlights']);

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

type Leaves = Map<string, unknown>;

/** Flattens nested objects and arrays into dotted key paths (`a.b`, `items.0.question`). */
function flatten(value: unknown, prefix = '', out: Leaves = new Map()): Leaves {
  if (value !== null && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, value);
  }
  return out;
}

/** `a.count_one` → `a.count`; keys without a plural suffix are their own family. */
function family(path: string): string {
  return path.replace(PLURAL_SUFFIX, '');
}

function isPlural(path: string): boolean {
  return PLURAL_SUFFIX.test(path);
}

function placeholders(value: unknown): string[] {
  if (typeof value !== 'string') return [];
  return [...value.matchAll(/\{\{\s*([^,}\s]+)[^}]*\}\}/g)].map((match) => match[1] ?? '');
}

function placeholdersByFamily(leaves: Leaves): Map<string, string> {
  const byFamily = new Map<string, Set<string>>();
  for (const [path, value] of leaves) {
    const names = byFamily.get(family(path)) ?? new Set<string>();
    for (const name of placeholders(value)) names.add(name);
    byFamily.set(family(path), names);
  }
  return new Map([...byFamily].map(([key, names]) => [key, [...names].sort().join(', ')]));
}

/** Every problem found in one translated namespace; an empty list means it is complete. */
function translationProblems(source: unknown, target: unknown, language: string): string[] {
  const problems: string[] = [];
  const en = flatten(source);
  const tr = flatten(target);

  // Plain keys must match one to one; a plural family in English must exist as a family in the translation,
  // with every form the language's plural rules need (French needs _many for large numbers).
  const signature = (leaves: Leaves) =>
    new Set([...leaves.keys()].map((path) => (isPlural(path) ? `${family(path)} (plural)` : path)));
  const enKeys = signature(en);
  const trKeys = signature(tr);
  for (const key of enKeys) if (!trKeys.has(key)) problems.push(`missing key: ${key}`);
  for (const key of trKeys) if (!enKeys.has(key)) problems.push(`extra key: ${key}`);

  const categories = new Intl.PluralRules(language).resolvedOptions().pluralCategories;
  const pluralFamilies = new Set([...tr.keys()].filter(isPlural).map(family));
  for (const name of pluralFamilies) {
    for (const category of categories) {
      if (!tr.has(`${name}_${category}`)) problems.push(`missing plural form: ${name}_${category}`);
    }
  }

  const enPlaceholders = placeholdersByFamily(en);
  const trPlaceholders = placeholdersByFamily(tr);
  for (const [name, names] of enPlaceholders) {
    const translated = trPlaceholders.get(name);
    if (translated !== undefined && translated !== names) {
      problems.push(`placeholders differ at ${name}: en {{${names}}}, ${language} {{${translated}}}`);
    }
  }

  for (const [path, value] of tr) {
    const original = en.get(path) ?? en.get(`${family(path)}_other`);
    if (original === undefined) continue;
    if (typeof value !== typeof original) {
      problems.push(`type differs at ${path}: en ${typeof original}, ${language} ${typeof value}`);
      continue;
    }
    if (typeof value !== 'string' || typeof original !== 'string') continue;
    if (value.trim() === '' && original.trim() !== '') problems.push(`empty: ${path}`);
    if (value === original && original.length > MAX_UNTRANSLATED_LENGTH && !SAME_IN_EVERY_LANGUAGE.has(original)) {
      problems.push(`untranslated: ${path} = ${JSON.stringify(value)}`);
    }
  }
  return problems;
}

function readJson(file: string): unknown {
  return JSON.parse(readFileSync(file, 'utf8'));
}

const namespaces = readdirSync(join(LOCALES_DIR, SOURCE))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort();

describe('locale files', () => {
  it('finds the English namespaces', () => {
    expect(namespaces.length).toBeGreaterThan(0);
    expect(namespaces).toContain('common');
  });

  describe.each(TRANSLATIONS)('%s', (language) => {
    it.each(namespaces)('%s.json matches English', (namespace) => {
      const file = join(LOCALES_DIR, language, `${namespace}.json`);
      expect(existsSync(file), `${language}/${namespace}.json is missing`).toBe(true);
      const source = readJson(join(LOCALES_DIR, SOURCE, `${namespace}.json`));
      const target = readJson(file); // throws on malformed JSON
      expect(translationProblems(source, target, language)).toEqual([]);
    });

    it('has no namespace that English lacks', () => {
      const extra = readdirSync(join(LOCALES_DIR, language))
        .filter((file) => file.endsWith('.json'))
        .map((file) => file.slice(0, -'.json'.length))
        .filter((namespace) => !namespaces.includes(namespace));
      expect(extra).toEqual([]);
    });
  });
});

// The checks themselves, on small fixtures, so a broken checker cannot pass everything silently.
describe('translationProblems', () => {
  const en = {
    title: 'Private chauffeur tours',
    brand: 'Lanka Chauffeur Tours',
    short: 'Safari',
    optional: '',
    greeting: 'Hello {{name}}, welcome to {{place}}',
    stops_one: '{{count}} stop',
    stops_other: '{{count}} stops',
    items: [{ question: 'How much does a tour cost?' }],
  };
  const de = {
    title: 'Private Touren mit Chauffeur',
    brand: 'Lanka Chauffeur Tours',
    short: 'Safari',
    optional: 'Nur auf Englisch.',
    greeting: 'Hallo {{name}}, willkommen in {{place}}',
    stops_one: '{{count}} Halt',
    stops_other: '{{count}} Halte',
    items: [{ question: 'Was kostet eine Tour?' }],
  };

  it('accepts a complete translation', () => {
    expect(translationProblems(en, de, 'de')).toEqual([]);
  });

  it('reports missing and extra keys, including array entries', () => {
    const { title: _title, ...rest } = de;
    expect(translationProblems(en, { ...rest, subtitle: 'Neu', items: [] }, 'de')).toEqual([
      'missing key: title',
      'missing key: items.0.question',
      'extra key: subtitle',
    ]);
  });

  it('treats plural forms as one family and requires the forms the language needs', () => {
    const { stops_one: _one, stops_other: _other, ...plain } = de;
    expect(translationProblems(en, { ...plain, stops: '{{count}} Halte' }, 'de')).toEqual([
      'missing key: stops (plural)',
      'extra key: stops',
    ]);
    // An extra form is fine; French needs _many besides _one and _other.
    expect(translationProblems(en, { ...de, stops_zero: 'Kein Halt' }, 'de')).toEqual([]);
    expect(translationProblems(en, de, 'fr')).toEqual(['missing plural form: stops_many']);
    expect(translationProblems(en, { ...de, stops_many: '{{count}} Halte' }, 'fr')).toEqual([]);
  });

  it('reports renamed or dropped placeholders', () => {
    expect(translationProblems(en, { ...de, greeting: 'Hallo {{nom}}, willkommen' }, 'de')).toEqual([
      'placeholders differ at greeting: en {{name, place}}, de {{nom}}',
    ]);
  });

  it('reports empty and untranslated strings, but not short ones or allowlisted names', () => {
    expect(translationProblems(en, { ...de, title: '', optional: '' }, 'de')).toEqual(['empty: title']);
    expect(translationProblems(en, { ...de, items: [{ question: 'How much does a tour cost?' }] }, 'de')).toEqual([
      'untranslated: items.0.question = "How much does a tour cost?"',
    ]);
  });

  it('reports a value of the wrong type', () => {
    expect(translationProblems(en, { ...de, title: 3 }, 'de')).toEqual(['type differs at title: en string, de number']);
  });
});
