/**
 * Parses PostgREST's query-string grammar (`ApiRequest/QueryParams.hs`) into a small syntax tree:
 * select, horizontal filters (incl. `or=(…)`/`and=(…)` logic trees with quoting), order, limit/offset,
 * `columns`, `on_conflict`, plus the `Prefer` header. Nothing here touches SQL; names stay raw strings
 * and are quoted when the SQL is built, values are bound as parameters.
 */
import { PgrstError, queryParamError } from './rest-errors.ts';

export const OPERATORS = {
  eq: '=',
  neq: '<>',
  gt: '>',
  gte: '>=',
  lt: '<',
  lte: '<=',
  like: 'like',
  ilike: 'ilike',
  match: '~',
  imatch: '~*',
  cs: '@>',
  cd: '<@',
  ov: '&&',
  sl: '<<',
  sr: '>>',
  nxr: '&<',
  nxl: '&>',
  adj: '-|-',
  isdistinct: 'is distinct from',
  in: 'in',
  is: 'is',
  fts: '@@',
  plfts: '@@',
  phfts: '@@',
  wfts: '@@',
} as const;
export type Operator = keyof typeof OPERATORS;

const FTS_OPERATORS = new Set<Operator>(['fts', 'plfts', 'phfts', 'wfts']);
export const IS_VALUES = ['null', 'not_null', 'true', 'false', 'unknown'] as const;
export type IsValue = (typeof IS_VALUES)[number];

export type FilterValue =
  { kind: 'text'; text: string } | { kind: 'list'; items: string[] } | { kind: 'is'; value: IsValue };

export interface Filter {
  type: 'filter';
  column: string;
  negate: boolean;
  op: Operator;
  value: FilterValue;
  /** Text-search configuration for the fts operators, e.g. `fts(english)`. */
  config?: string;
}

export interface Logic {
  type: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  conditions: Condition[];
}

export type Condition = Filter | Logic;

export type SelectItem = { type: 'star' } | { type: 'column'; name: string; alias?: string; cast?: string };

export interface OrderTerm {
  column: string;
  descending: boolean;
  nulls?: 'first' | 'last';
}

export interface ApiQuery {
  select: SelectItem[];
  conditions: Condition[];
  order: OrderTerm[];
  limit?: number;
  offset?: number;
  columns?: string[];
  onConflict?: string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'columns', 'on_conflict', 'apikey']);
const LOGIC_KEYS: Record<string, { op: 'and' | 'or'; negate: boolean }> = {
  or: { op: 'or', negate: false },
  and: { op: 'and', negate: false },
  'not.or': { op: 'or', negate: true },
  'not.and': { op: 'and', negate: true },
};

export interface ParseOptions {
  /** Query keys that are not filters (RPC arguments of a GET call). */
  skip?: (key: string) => boolean;
}

export function parseApiQuery(params: URLSearchParams, options: ParseOptions = {}): ApiQuery {
  const query: ApiQuery = { select: [{ type: 'star' }], conditions: [], order: [] };
  for (const [key, value] of params) {
    if (options.skip?.(key)) continue;
    switch (key) {
      case 'select':
        query.select = parseSelect(value);
        continue;
      case 'order':
        query.order.push(...parseOrder(value));
        continue;
      case 'limit':
        query.limit = parseNonNegative('limit', value);
        continue;
      case 'offset':
        query.offset = parseNonNegative('offset', value);
        continue;
      case 'columns':
        query.columns = parseNameList('columns', value);
        continue;
      case 'on_conflict':
        query.onConflict = parseNameList('on_conflict', value);
        continue;
      case 'apikey':
        continue;
    }
    const logic = LOGIC_KEYS[key];
    if (logic) {
      query.conditions.push(parseLogicTree(logic.op, logic.negate, value));
      continue;
    }
    if (key.includes('.') || key.endsWith(')')) {
      // `table.col=…` / `table.or=…` target embedded resources, which this server does not serve.
      throw queryParamError(`filter (${key})`, `Filters on embedded resources ('${key}') are not supported here`);
    }
    checkPlainName(key, 'filter');
    query.conditions.push(parseFilter(key, value));
  }
  return query;
}

export function isReservedKey(key: string): boolean {
  return RESERVED.has(key) || key in LOGIC_KEYS;
}

function parseNonNegative(name: string, value: string): number {
  if (/^-\d+$/.test(value.trim()) && name === 'limit') {
    throw new PgrstError(
      416,
      'PGRST103',
      'Requested range not satisfiable',
      'Limit should be greater than or equal to zero.',
    );
  }
  if (!/^\d+$/.test(value.trim()))
    throw queryParamError(`${name} parameter (${value})`, `unexpected "${value}" expecting digit`);
  return Number(value.trim());
}

function checkPlainName(name: string, what: string): void {
  if (name === '') throw queryParamError(`${what} ()`, 'unexpected end of input expecting field name');
  if (name.includes('->')) {
    throw queryParamError(`${what} (${name})`, 'JSON paths (->, ->>) are not supported by this local server');
  }
}

/** Splits on commas outside double quotes and parentheses. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < input.length; i++) {
    const ch = input[i] as string;
    if (quoted) {
      current += ch;
      if (ch === '\\' && i + 1 < input.length) current += input[++i];
      else if (ch === '"') quoted = false;
      continue;
    }
    if (ch === '"') quoted = true;
    else if (ch === '(') depth++;
    else if (ch === ')') depth--;
    else if (ch === ',' && depth === 0) {
      parts.push(current);
      current = '';
      continue;
    }
    current += ch;
  }
  parts.push(current);
  return parts;
}

/** `"a b"` → `a b` (with `\` escapes); anything else unchanged. */
function unquote(token: string): string {
  if (token.length >= 2 && token.startsWith('"') && token.endsWith('"')) {
    return token.slice(1, -1).replace(/\\(.)/g, '$1');
  }
  return token;
}

function parseNameList(what: string, value: string): string[] {
  const names = splitTopLevel(value).map((t) => unquote(t.trim()));
  if (names.some((n) => n === '')) throw queryParamError(`${what} (${value})`, 'empty column name');
  return names;
}

const CAST_TYPE = /^[a-z_][a-z0-9_]*$/i; // a bare type name: safe to splice, no quoting games

export function parseSelect(value: string): SelectItem[] {
  if (value.trim() === '') return [{ type: 'star' }];
  return splitTopLevel(value).map((raw) => {
    const token = raw.trim();
    if (token === '*') return { type: 'star' } as const;
    if (token.startsWith('...') || token.includes('(')) {
      throw queryParamError(
        `select (${value})`,
        `Embedded resources, spreads and aggregates ('${token}') are not supported by this local server`,
      );
    }
    let rest = token;
    let alias: string | undefined;
    const aliasMatch = /^("(?:[^"\\]|\\.)*"|[^":]+):(?!:)(.*)$/.exec(rest);
    if (aliasMatch) {
      alias = unquote(aliasMatch[1] as string);
      rest = aliasMatch[2] as string;
    }
    let cast: string | undefined;
    const castAt = rest.lastIndexOf('::');
    if (castAt > 0 && !rest.slice(castAt).includes('"')) {
      cast = rest.slice(castAt + 2);
      rest = rest.slice(0, castAt);
      if (!CAST_TYPE.test(cast)) throw queryParamError(`select (${value})`, `unsupported cast type "${cast}"`);
    }
    const name = unquote(rest);
    checkPlainName(name, `select (${value})`);
    if (name === '*') throw queryParamError(`select (${value})`, `cannot alias or cast "*"`);
    return { type: 'column', name, ...(alias !== undefined ? { alias } : {}), ...(cast ? { cast } : {}) };
  });
}

export function parseOrder(value: string): OrderTerm[] {
  return splitTopLevel(value).map((raw) => {
    const token = raw.trim();
    let column: string;
    let rest: string;
    if (token.startsWith('"')) {
      const end = findClosingQuote(token, 0);
      if (end < 0) throw queryParamError(`order (${value})`, 'unterminated quoted field');
      column = unquote(token.slice(0, end + 1));
      rest = token.slice(end + 1);
    } else {
      const dot = token.indexOf('.');
      column = dot < 0 ? token : token.slice(0, dot);
      rest = dot < 0 ? '' : token.slice(dot);
    }
    if (column.includes('(')) {
      throw queryParamError(`order (${value})`, 'Ordering by embedded resources is not supported by this local server');
    }
    checkPlainName(column, `order (${value})`);
    const term: OrderTerm = { column, descending: false };
    const modifiers = rest === '' ? [] : rest.slice(1).split('.');
    if (rest !== '' && !rest.startsWith('.')) throw queryParamError(`order (${value})`, `unexpected "${rest}"`);
    let seenDirection = false;
    let seenNulls = false;
    for (const m of modifiers) {
      if ((m === 'asc' || m === 'desc') && !seenDirection && !seenNulls) {
        term.descending = m === 'desc';
        seenDirection = true;
      } else if ((m === 'nullsfirst' || m === 'nullslast') && !seenNulls) {
        term.nulls = m === 'nullsfirst' ? 'first' : 'last';
        seenNulls = true;
      } else {
        throw queryParamError(
          `order (${value})`,
          `unexpected "${m}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    return term;
  });
}

function findClosingQuote(s: string, openAt: number): number {
  for (let i = openAt + 1; i < s.length; i++) {
    if (s[i] === '\\') i++;
    else if (s[i] === '"') return i;
  }
  return -1;
}

/** A top-level filter `col=[not.]op[(cfg)].value`: the whole rest of the string is the value. */
export function parseFilter(column: string, raw: string): Filter {
  const fail = (details: string) => queryParamError(`filter (${raw})`, details);
  let rest = raw;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const head = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(rest);
  if (!head)
    throw fail(`unexpected "${rest.slice(0, 1) || 'end of input'}" expecting an operator such as eq., in. or is.`);
  const opName = head[1] as string;
  if (!(opName in OPERATORS)) throw fail(`unknown operator "${opName}"`);
  const op = opName as Operator;
  const config = head[2];
  if (config !== undefined && !FTS_OPERATORS.has(op)) {
    throw fail(`operator modifiers like "${opName}(${config})" (any/all) are not supported by this local server`);
  }
  const valueText = rest.slice(head[0].length);
  return { type: 'filter', column, negate, op, value: filterValue(op, valueText, fail), ...(config ? { config } : {}) };
}

function filterValue(op: Operator, text: string, fail: (d: string) => PgrstError): FilterValue {
  if (op === 'is') {
    const v = text.toLowerCase();
    if (!(IS_VALUES as readonly string[]).includes(v)) {
      throw fail(`unexpected "${text}" expecting null, not_null, true, false or unknown`);
    }
    return { kind: 'is', value: v as IsValue };
  }
  if (op === 'in') {
    const cursor = new Cursor(text, fail);
    const items = cursor.list();
    if (!cursor.done()) throw fail(`unexpected "${cursor.rest()}" after the in list`);
    return { kind: 'list', items };
  }
  if (op === 'like' || op === 'ilike') return { kind: 'text', text: text.replaceAll('*', '%') };
  return { kind: 'text', text };
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))` and friends: the value of a logic key. */
export function parseLogicTree(op: 'and' | 'or', negate: boolean, raw: string): Logic {
  const fail = (details: string) => queryParamError(`logic tree (${raw})`, details);
  const cursor = new Cursor(raw, fail);
  const conditions = cursor.conditionList();
  if (!cursor.done()) throw fail(`unexpected "${cursor.rest()}" after the closing parenthesis`);
  return { type: 'logic', op, negate, conditions };
}

class Cursor {
  private i = 0;

  constructor(
    private readonly s: string,
    private readonly fail: (details: string) => PgrstError,
  ) {}

  done(): boolean {
    return this.i >= this.s.length;
  }

  rest(): string {
    return this.s.slice(this.i);
  }

  private peek(): string | undefined {
    return this.s[this.i];
  }

  private expect(ch: string): void {
    if (this.s[this.i] !== ch) {
      throw this.fail(`unexpected "${this.s[this.i] ?? 'end of input'}" expecting "${ch}" at position ${this.i + 1}`);
    }
    this.i++;
  }

  private startsWith(prefix: string): boolean {
    return this.s.startsWith(prefix, this.i);
  }

  /** `(` condition (`,` condition)* `)` */
  conditionList(): Condition[] {
    this.expect('(');
    const conditions: Condition[] = [this.condition()];
    while (this.peek() === ',') {
      this.i++;
      conditions.push(this.condition());
    }
    this.expect(')');
    return conditions;
  }

  private condition(): Condition {
    for (const [prefix, op, negate] of [
      ['not.and(', 'and', true],
      ['not.or(', 'or', true],
      ['and(', 'and', false],
      ['or(', 'or', false],
    ] as const) {
      if (this.startsWith(prefix)) {
        this.i += prefix.length - 1;
        return { type: 'logic', op, negate, conditions: this.conditionList() };
      }
    }
    const column = this.fieldName();
    this.expect('.');
    let negate = false;
    if (this.startsWith('not.')) {
      negate = true;
      this.i += 4;
    }
    const head = /^([a-z]+)(?:\(([^)]*)\))?\./.exec(this.rest());
    if (!head) throw this.fail(`expecting an operator after "${column}."`);
    const opName = head[1] as string;
    if (!(opName in OPERATORS)) throw this.fail(`unknown operator "${opName}"`);
    const op = opName as Operator;
    const config = head[2];
    if (config !== undefined && !FTS_OPERATORS.has(op)) {
      throw this.fail(`operator modifiers like "${opName}(${config})" are not supported by this local server`);
    }
    this.i += head[0].length;
    let value: FilterValue;
    if (op === 'in') {
      value = { kind: 'list', items: this.list() };
    } else {
      const text = this.singleValue();
      value = filterValue(op, text, this.fail);
    }
    return { type: 'filter', column, negate, op, value, ...(config ? { config } : {}) };
  }

  private fieldName(): string {
    if (this.peek() === '"') return this.quoted();
    const start = this.i;
    while (this.i < this.s.length && !'.,()'.includes(this.s[this.i] as string)) this.i++;
    const name = this.s.slice(start, this.i);
    if (name === '') throw this.fail(`expecting a field name at position ${start + 1}`);
    if (name.includes('->')) throw this.fail('JSON paths (->, ->>) are not supported by this local server');
    return name;
  }

  private quoted(): string {
    this.expect('"');
    let out = '';
    while (this.i < this.s.length) {
      const ch = this.s[this.i++] as string;
      if (ch === '\\' && this.i < this.s.length) out += this.s[this.i++];
      else if (ch === '"') return out;
      else out += ch;
    }
    throw this.fail('unterminated quoted value');
  }

  /** A value inside a logic tree ends at `,` or `)` unless quoted; `{…}` array literals are kept whole. */
  private singleValue(): string {
    if (this.peek() === '"') {
      const start = this.i;
      const text = this.quoted();
      if (this.done() || this.peek() === ',' || this.peek() === ')') return text;
      this.i = start; // a quote that is only part of the value: read it raw, as PostgREST does
    }
    if (this.peek() === '{') {
      const end = this.s.indexOf('}', this.i);
      if (end >= 0) {
        const text = this.s.slice(this.i, end + 1);
        this.i = end + 1;
        return text;
      }
    }
    const start = this.i;
    while (this.i < this.s.length && this.s[this.i] !== ',' && this.s[this.i] !== ')') this.i++;
    return this.s.slice(start, this.i);
  }

  /** `(` item (`,` item)* `)` where items may be double-quoted; `()` is the empty list. */
  list(): string[] {
    this.expect('(');
    const items: string[] = [];
    if (this.peek() === ')') {
      this.i++;
      return items;
    }
    for (;;) {
      if (this.peek() === '"') {
        items.push(this.quoted());
      } else {
        const start = this.i;
        while (this.i < this.s.length && this.s[this.i] !== ',' && this.s[this.i] !== ')') this.i++;
        items.push(this.s.slice(start, this.i));
      }
      if (this.peek() === ',') {
        this.i++;
        continue;
      }
      this.expect(')');
      return items;
    }
  }
}

export interface Preferences {
  return?: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated';
  resolution?: 'merge-duplicates' | 'ignore-duplicates';
  missing?: 'default' | 'null';
  tx?: 'commit' | 'rollback';
  handling?: 'strict' | 'lenient';
  maxAffected?: number;
  params?: 'single-object';
}

const PREFERENCE_VALUES: Record<string, readonly string[]> = {
  return: ['minimal', 'representation', 'headers-only'],
  count: ['exact', 'planned', 'estimated'],
  resolution: ['merge-duplicates', 'ignore-duplicates'],
  missing: ['default', 'null'],
  tx: ['commit', 'rollback'],
  handling: ['strict', 'lenient'],
  params: ['single-object'],
};

/** `Prefer: count=exact, return=representation` (several headers arrive joined by ", "). Unknown ones are ignored. */
export function parsePrefer(header: string | string[] | undefined): Preferences {
  const prefs: Record<string, unknown> = {};
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const part of text.split(',')) {
    const [rawKey = '', rawValue = ''] = part.split('=', 2);
    const key = rawKey.trim().toLowerCase();
    const value = rawValue.trim();
    if (key === 'max-affected') {
      if (/^\d+$/.test(value)) prefs.maxAffected = Number(value);
      continue;
    }
    if (PREFERENCE_VALUES[key]?.includes(value)) prefs[key] = value;
  }
  return prefs as Preferences;
}
