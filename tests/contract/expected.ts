/**
 * How our server answers postgrest-js's own integration tests (tests/contract/postgrest-js), test by test.
 * Keys are `file > describe > … > test`. A test that is not listed must pass exactly as upstream wrote it.
 *
 * LOUD: the test fails because our server refuses something it does not serve, with a 4xx whose error names
 * the feature (setup.ts checks both). KNOWN_DIFFERENT: the test fails because our server answers otherwise
 * and says nothing about it; each has its reason, and fixing them is another issue's work. A listed test that
 * starts to pass, or a known-different one that starts being refused loudly, fails the run: move or remove it.
 */

// TaskMeta is @vitest/runner's (vitest re-exports it), so it is augmented there.
declare module '@vitest/runner' {
  interface TaskMeta {
    /** How the test came out against these lists (set by setup.ts, counted by reporter.ts). */
    contract?: 'pass' | 'loud' | 'silent';
  }
}

/** Refused text our server sends, in the error's message, details or hint (the JSON body as sent). */
const REFUSED_SELECT = String.raw`Embedded resources, spreads and aggregates \('[^']*`;

export const FEATURES = {
  /** Related tables in `select` (`messages(*)`, `users!inner(…)`, hints by key or column), and functions embedded like them. */
  embedding: {
    names: new RegExp(`${REFUSED_SELECT}|Filters on embedded resources|Ordering by embedded resources`),
  },
  /** `count()`, `col.sum()` and friends in `select`, on the table or on an embedded one. */
  aggregates: { names: new RegExp(String.raw`${REFUSED_SELECT}(\bcount\b|\.(sum|avg|min|max)\(\))`) },
  /** `...table(cols)` in `select`. */
  spreads: { names: new RegExp(String.raw`${REFUSED_SELECT}\.\.\.`) },
  /** `data->foo->>bar` in select, filters and order. */
  jsonPaths: { names: /JSON paths \(->, ->>\) are not supported/ },
  /** `like(all)`, `ilike(any)` and the other (any)/(all) operator modifiers. */
  anyAll: { names: /operator modifiers like .* are not supported/ },
  /** Schemas other than `public` (Accept-Profile / Content-Profile): 406 PGRST106. */
  schemas: { names: /Invalid schema: / },
  /** Responses other than JSON: CSV, GeoJSON, EXPLAIN plans (406 PGRST107 names the media type). */
  mediaTypes: {
    names: /None of these media types are available: (text\/csv|application\/geo\+json|application\/vnd\.pgrst\.plan)/,
  },
} satisfies Record<string, { names: RegExp }>;
export type Feature = keyof typeof FEATURES;

const LOUD_BY_FEATURE: Record<Feature, string[]> = {
  embedding: [
    'advanced_rpc > advanced rpc > function with scalar input with followup select',
    'advanced_rpc > advanced rpc > function with row input with followup select',
    'advanced_rpc > should be able to filter before and after select rpc',
    'basic > !left join on one to one relation',
    'basic > !left join on one to many relation',
    'basic > !left join on one to 0-1 non-empty relation',
    'basic > !left join on zero to one with null relation',
    'basic > !left join on zero to one with valid relation',
    'basic > !left join on zero to one empty relation',
    'basic > join on 1-M relation',
    'basic > join on 1-1 relation with nullables',
    'embeded_functions_join > embeded functions select > embeded_setof_function - function returning a setof embeded table',
    'embeded_functions_join > embeded functions select > embeded_setof_function_fields_selection - function returning a setof embeded table with fields selection',
    'embeded_functions_join > embeded functions select > embeded_setof_function_double_definition - function double definition returning a setof embeded table',
    'embeded_functions_join > embeded functions select > embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection',
    'embeded_functions_join > embeded functions select > embeded_setof_function_double_definition_fields_selection - function double definition returning a setof embeded table with fields selection including computed fields',
    'embeded_functions_join > embeded functions select > embeded_function_using_setof_rows_one - function returning a setof single row embeded table',
    'embeded_functions_join > embeded functions select > embeded_function_using_table_returns - function returns row embeded table',
    'embeded_functions_join > embeded functions select > embeded_setof_row_one_function_not_nullable - function returning a single row embeded table not nullable',
    'embeded_functions_join > embeded functions select > embeded_setof_row_one_function_with_fields_selection - function returning a single row embeded table with fields selection',
    'embeded_functions_join > embeded functions select > embeded_setof_function_with_fields_selection_with_sub_linking - function embedded table with fields selection and sub linking',
    'embeded_functions_join > embeded functions select > embeded_function_with_table_row_input - function with table row input',
    'embeded_functions_join > embeded functions select > embeded_function_with_view_row_input - function with view row input',
    'embeded_functions_join > embeded functions select > embeded_function_returning_view - function returning view',
    'embeded_functions_join > embeded functions select > embeded_function_with_view_input_returning_view - function with view input returning view',
    'embeded_functions_join > embeded functions select > embeded_function_with_blurb_message - function with blurb_message',
    'embeded_functions_join > embeded functions select > embeded_function_returning_row - Cannot embed an function that is not a setofOptions one',
    'embeded_functions_join > embeded functions select > embeded_function_returning_single_row - can embed single row returns function with row single param',
    'embeded_functions_join > embeded functions select > embeded_function_returning_set_of_rows - function returning set of rows',
    'embeded_functions_join > embeded functions select > function_using_setof_rows_one',
    'embeded_functions_join > embeded functions select > function_using_table_returns',
    'relationships-error-handling > join over a 1-1 relation with both nullables and non-nullables fields with no hinting',
    'relationships-error-handling > join over a 1-M relation with both nullables and non-nullables fields with no hinting',
    'relationships-error-handling > join over a 1-M relation with both nullables and non-nullables fields using no hinting on nested relation',
    'relationships-error-handling > join with same dest twice column hinting',
    'relationships-error-handling > select with aggregate sum function without column should error',
    'relationships-join-operations > !inner relationship',
    'relationships-join-operations > !inner relationship on nullable relation',
    'relationships-join-operations > !left oneToOne',
    'relationships-join-operations > !left oneToMany',
    'relationships-join-operations > !left zeroToOne',
    'relationships-join-operations > join over a 1-1 relation with both nullables and non-nullables fields using foreign key name for hinting',
    'relationships-join-operations > join over a 1-M relation with both nullables and non-nullables fields using foreign key name for hinting',
    'relationships-join-operations > join on 1-M relation',
    'relationships-join-operations > join on 1-1 relation with nullables',
    'relationships-join-operations > join over a 1-1 relation with both nullablesand non-nullables fields with column name hinting',
    'relationships-join-operations > join over a 1-M relation with both nullables and non-nullables fields using column name for hinting',
    'relationships-join-operations > join over a 1-M relation with both nullables and non-nullables fields using column name hinting on nested relation',
    'relationships-join-operations > !left join on one to 0-1 non-empty relation',
    'relationships-join-operations > join on one to 0-1 non-empty relation via column name',
    'relationships-join-operations > !left join on zero to one with null relation',
    'relationships-join-operations > !left join on zero to one with valid relation',
    'relationships-join-operations > !left join on zero to one empty relation',
    'relationships-join-operations > join on 1-M relation with selective fk hinting',
    'relationships-join-operations > join select via column',
    'relationships-join-operations > join select via column selective',
    'relationships-join-operations > join select via column and alias',
    'relationships-join-operations > join select via unique table relationship',
    'relationships-join-operations > join select via view name relationship',
    'relationships-join-operations > join with column hinting',
    'relationships-join-operations > inner join on many relation',
    'relationships > nested query with selective fields',
    'relationships > nested query with multiple levels and selective fields',
    'relationships > query with multiple one-to-many relationships',
    'relationships > many-to-one relationship',
    'relationships > one-to-many relationship',
    'relationships > one-to-many relationship with selective columns',
    'relationships > one-to-one relationship',
    'relationships > embed resource with no fields',
    'relationships > self reference relation',
    'relationships > self reference relation via column',
    'relationships > many-to-many with join table',
    'resource-embedding > embedded select',
    'resource-embedding > embedded select with computed field explicit selection',
    'resource-embedding > embedded filters > embedded eq',
    'resource-embedding > embedded filters > embedded or',
    'resource-embedding > embedded filters > embedded or with and',
    'resource-embedding > embedded transforms > embedded order',
    'resource-embedding > embedded transforms > embedded order on multiple columns',
    'resource-embedding > embedded transforms > embedded limit',
    'resource-embedding > embedded transforms > embedded range',
  ],
  aggregates: [
    'relationships-aggregate-operations > select with aggregate count function',
    'relationships-aggregate-operations > select with aggregate count on a column function',
    'relationships-aggregate-operations > select with aggregate count function and alias',
    'relationships-aggregate-operations > select with aggregate nested count function',
    'relationships-aggregate-operations > select with aggregate nested count function and alias',
    'relationships-aggregate-operations > select with aggregate sum function',
    'relationships-aggregate-operations > select with aggregate aliased sum function',
    'relationships-aggregate-operations > select with aggregate sum function on nested relation',
    'relationships-error-handling > aggregate on missing column with alias',
    'relationships-error-handling > typecasting and aggregate',
    'rpc > RPC call with field aggregate',
  ],
  spreads: [
    'relationships-error-handling > nested query with selective fields and inner join should error on non existing relation',
    'relationships-spread-operations > select with aggregate count and spread',
    'relationships-spread-operations > spread resource with single column in select query',
    'relationships-spread-operations > spread resource with all columns in select query',
    'relationships-spread-operations > select with aggregate sum and spread',
    'relationships-spread-operations > select with aggregate sum and spread on nested relation',
    'relationships-spread-operations > select with spread on nested relation',
    'relationships-spread-operations > select spread on many relation',
  ],
  jsonPaths: ['basic > allow ordering on JSON column', 'relationships > select JSON accessor'],
  anyAll: ['filters > likeAllOf', 'filters > likeAnyOf', 'filters > ilikeAllOf', 'filters > ilikeAnyOf'],
  schemas: ['basic > switch schema', 'basic > dynamic schema', 'basic > rpc with dynamic schema'],
  mediaTypes: [
    'transforms > csv',
    'transforms > geojson',
    'transforms > explain with json/text format',
    'transforms > explain with options',
  ],
};

// Reasons shared by several tests.
const ROLLBACK =
  'Prefer: tx=rollback is ignored: every request commits, as hosted PostgREST (db-tx-end = commit) does ' +
  "(docs/decisions.md). Upstream's test database allows the override, so the test expects the change undone.";
const UNNAMED_PARAMETER =
  'A function with an unnamed parameter is never chosen: our server answers 404 PGRST202 "Could not find ' +
  'the function" (not naming what it does not serve), where PostgREST calls it with the value as that argument.';
const AMBIGUOUS_OVERLOAD =
  'Overloads PostgREST cannot choose between (300 PGRST203 "Could not choose the best candidate function") ' +
  'go to Postgres, which answers 42725 "function … is not unique" (400).';
const UNRESOLVABLE_OVERLOAD =
  'Overloads a => int and a => text: PostgREST answers 300 PGRST203 "Could not choose the best candidate ' +
  'function"; our server lets Postgres pick one and answers 200 with its result.';
const COMPUTED_FIELD =
  "Computed fields (a function taking the row, selected like a column) are not resolved: Postgres's 42703 " +
  '"column … does not exist" (400) comes back instead of the values.';
const UPSERT_STATUS =
  'An upsert (merge-duplicates) that only updated existing rows answers 201 Created; PostgREST answers 200 OK.';
const SCALAR_RPC_COUNT =
  'A function returning a scalar answers Content-Range 0-0/* even when a count was asked, so postgrest-js ' +
  'reads count NaN; PostgREST sends 0-0/1.';

export const KNOWN_DIFFERENT: Record<string, string> = {
  'advanced_rpc > advanced rpc > unresolvable function with text param': UNRESOLVABLE_OVERLOAD,
  'advanced_rpc > advanced rpc > unresolvable function with int param': UNRESOLVABLE_OVERLOAD,
  'advanced_rpc > advanced rpc > polymorphic function with text param': UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with bool param': UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed int param':
    'Both answer 404 PGRST202, but PostgREST adds the hint "Perhaps you meant to call the function ' +
    'public.polymorphic_function_with_unnamed_text"; our server gives no such suggestion.',
  'advanced_rpc > advanced rpc > polymorphic function with unnamed text param': UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed params definition call with string param':
    UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed params definition call with text param':
    UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default no params': AMBIGUOUS_OVERLOAD,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default param undefined': AMBIGUOUS_OVERLOAD,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default text param': UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default overload no params': AMBIGUOUS_OVERLOAD,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default overload int param': AMBIGUOUS_OVERLOAD,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default overload text param': UNNAMED_PARAMETER,
  'advanced_rpc > advanced rpc > polymorphic function with unnamed default overload bool param': UNNAMED_PARAMETER,
  'advanced_rpc > RPC call with subselect and computed field': COMPUTED_FIELD,

  'basic > on_conflict insert': UPSERT_STATUS,
  'basic > basic insert, update, delete > upsert': UPSERT_STATUS,
  "basic > insert, update, delete with count: 'exact' > upsert with count: 'exact'": UPSERT_STATUS,
  'basic > select with head:true, count:planned':
    "count=planned is counted exactly (200 with the true total); PostgREST takes the planner's estimate, here " +
    'larger than the table, and answers 206 Partial Content.',
  "basic > rpc with count: 'exact'": SCALAR_RPC_COUNT,
  'basic > rpc with head:true, count:exact': SCALAR_RPC_COUNT,
  'basic > rpc with get:true, count:exact': SCALAR_RPC_COUNT,
  "basic > insert, update, delete with count: 'exact' > bulk insert with column defaults":
    'With missing=default, a column default is evaluated only for the rows that lack the key; PostgREST ' +
    'evaluates it (nextval) for every row, so its new row gets id 5 and ours 4. ' +
    ROLLBACK,
  "basic > insert, update, delete with count: 'exact' > bulk upsert with column defaults":
    'With missing=default, an upserted row that lacks a key keeps that column; PostgREST sets it to its ' +
    'default (slug null), and advances the sequence once per row (id 7; ours 5). ' +
    ROLLBACK,

  'embeded_functions_join > embeded functions select > select the created_ago embeded function': COMPUTED_FIELD,
  'embeded_functions_join > embeded functions select > select the days_since_event embeded function over partitioned table':
    COMPUTED_FIELD,

  'max-affected > maxAffected > should fail when rpc returns more results than maxAffected':
    'Prefer: max-affected (handling=strict) is enforced on UPDATE and DELETE only: an RPC that affects more rows ' +
    'answers 200 and commits, where PostgREST answers 400 PGRST124 and rolls back.',

  'relationships > multiple times the same column in selection':
    'Expects channel 1 as the first row of an unordered read. basic\'s "bulk upsert with column defaults" ' +
    "rewrote channel 1 and our server committed it (its .rollback() is ignored, see ROLLBACK), so Postgres's " +
    'physical order now starts at channel 2.',

  'transforms > order':
    'Finds testuser1-3, left by max-affected\'s "should fail when rpc returns more results than maxAffected", ' +
    'which fails before its clean-up because our server does not enforce max-affected on RPC.',
  'transforms > rollback insert/upsert': ROLLBACK,
  'transforms > rollback update/rpc': ROLLBACK,
  'transforms > rollback delete': ROLLBACK,
};

export const LOUD: Record<string, Feature> = {};
for (const [feature, names] of Object.entries(LOUD_BY_FEATURE) as [Feature, string[]][]) {
  for (const name of names) {
    if (name in LOUD || name in KNOWN_DIFFERENT) throw new Error(`listed twice in tests/contract/expected.ts: ${name}`);
    LOUD[name] = feature;
  }
}
