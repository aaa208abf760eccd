/**
 * Runs before each vendored postgrest-js test file and is all that adapts them to this repository:
 *  - `jest` is vitest's `vi` (upstream runs under Jest; it uses jest.fn and jest.spyOn only).
 *  - Requests to upstream's PostgREST, http://localhost:54321, go to our server on its free port, with the
 *    anon key as `apikey` when none is sent (upstream's CLI gateway lets keyless requests through as anon;
 *    ours answers them 401, as hosted does). The URL the client sees, and the tests assert, is unchanged.
 *  - `test`/`it` run each test as upstream wrote it and compare its outcome with expected.ts: a test not
 *    listed must pass; a LOUD one must fail with a 4xx answer naming its feature; a KNOWN_DIFFERENT one
 *    must fail without any such refusal. A listed test that passes fails the run, so the lists stay true.
 */
import path from 'node:path';
import { beforeEach, expect, inject, vi, type TestAPI, type TestContext } from 'vitest';
import { FEATURES, LOUD, KNOWN_DIFFERENT, type Feature } from './expected';

const UPSTREAM_ORIGIN = 'http://localhost:54321';
const apiUrl = inject('contractApiUrl');
const anonKey = inject('contractAnonKey');

interface Answer {
  method: string;
  route: string;
  status: number;
  /** The error body of a 4xx/5xx answer, as sent. */
  body?: string;
}

/**
 * What our server answered during the running test (tests in a file run one at a time). Kept on globalThis,
 * as the patches below are made once per process however often vitest runs this file there.
 */
const STATE = Symbol.for('lanka-tours.contract');
const shared = globalThis as unknown as { [STATE]?: { answers: Answer[] } };
const state = (shared[STATE] ??= { answers: [] });
beforeEach(() => {
  state.answers = [];
});

const PATCHED = Symbol.for('lanka-tours.contract.patched');
type Patched<T> = T & { [PATCHED]?: true };

if (!(globalThis.fetch as Patched<typeof fetch>)[PATCHED]) {
  const realFetch = globalThis.fetch;
  const forward = async (input: string | URL | Request, init?: RequestInit): Promise<Response> => {
    const url = input instanceof Request ? input.url : String(input);
    if (!url.startsWith(`${UPSTREAM_ORIGIN}/`)) return realFetch(input, init);
    const target = apiUrl + url.slice(UPSTREAM_ORIGIN.length);
    const request = new Request(target, input instanceof Request ? input : init);
    if (!request.headers.has('apikey')) request.headers.set('apikey', anonKey);
    const response = await realFetch(request);
    const answer: Answer = {
      method: request.method,
      route: url.slice(UPSTREAM_ORIGIN.length),
      status: response.status,
    };
    if (response.status >= 400) answer.body = await response.clone().text();
    state.answers.push(answer);
    return response;
  };
  globalThis.fetch = Object.assign(forward, { [PATCHED]: true as const });
}

(globalThis as unknown as { jest: typeof vi }).jest = vi;

/** The features a 4xx answer names (the same refusal can name several: `...users(count())`). */
function refusalsIn(answer: Answer): Feature[] {
  if (answer.status < 400 || answer.status >= 500 || answer.body === undefined) return [];
  const body = answer.body;
  return (Object.keys(FEATURES) as Feature[]).filter((feature) => FEATURES[feature].names.test(body));
}

function describeAnswers(): string {
  if (state.answers.length === 0) return 'no request reached the server';
  return state.answers.map((a) => `${a.method} ${a.route} → ${a.status}${a.body ? ` ${a.body}` : ''}`).join('\n');
}

/** `file > describe > … > test`, the key used in expected.ts. */
function listedName(context: TestContext): string {
  const names = [context.task.name];
  for (let suite = context.task.suite; suite && suite !== context.task.file; suite = suite.suite) {
    names.unshift(suite.name);
  }
  return [path.basename(context.task.file.name, '.test.ts'), ...names].join(' > ');
}

type Body = (context: TestContext) => unknown;

async function runAgainstList(body: Body, context: TestContext): Promise<void> {
  const name = listedName(context);
  const feature = LOUD[name];
  const reason = KNOWN_DIFFERENT[name];
  if (feature === undefined && reason === undefined) {
    try {
      await body(context);
    } catch (error) {
      // What the server said is the first thing to look at when an unlisted test fails.
      if (error instanceof Error) error.message += `\nAnswers from our server:\n${describeAnswers()}`;
      throw error;
    }
    context.task.meta.contract = 'pass';
    return;
  }
  const listedAs = feature ? `LOUD (${feature})` : 'KNOWN_DIFFERENT';
  let failure: unknown;
  try {
    await body(context);
  } catch (error) {
    failure = error;
  }
  if (failure === undefined) {
    throw new Error(`listed as ${listedAs} but passes as upstream wrote it: take it off tests/contract/expected.ts`);
  }
  const upstream = failure instanceof Error ? failure.message : String(failure);
  const refusals = state.answers.flatMap(refusalsIn);
  if (feature) {
    if (!refusals.includes(feature)) {
      throw new Error(
        `listed as ${listedAs}, but no 4xx answer named ${FEATURES[feature].names}.\n` +
          `Answers:\n${describeAnswers()}\nUpstream's assertion: ${upstream}`,
      );
    }
  } else {
    const loud = refusals[0];
    if (loud) {
      throw new Error(
        `listed as ${listedAs}, but it is refused loudly (${loud}): list it under LOUD.\nAnswers:\n${describeAnswers()}`,
      );
    }
  }
  // The upstream assertions that failed as listed are not failures of this run; vitest would still count a
  // failed inline snapshot in its summary.
  expect.getState().snapshotState?.unmatched.delete(context.task.id);
  context.task.meta.contract = feature ? 'loud' : 'silent';
}

function againstList(original: Patched<TestAPI>): TestAPI {
  if (original[PATCHED]) return original;
  return new Proxy(original, {
    apply(target, thisArg, args: unknown[]) {
      const [name, body, ...rest] = args;
      if (typeof body !== 'function') return Reflect.apply(target, thisArg, args);
      const run = (context: TestContext) => runAgainstList(body as Body, context);
      return Reflect.apply(target, thisArg, [name, run, ...rest]);
    },
    // Marks the wrapper only: `test.skip`, `test.each` and the rest stay vitest's own.
    get: (target, key, receiver) => (key === PATCHED ? true : Reflect.get(target, key, receiver)),
  });
}

const globals = globalThis as unknown as { test: TestAPI; it: TestAPI };
globals.test = againstList(globals.test);
globals.it = againstList(globals.it);
