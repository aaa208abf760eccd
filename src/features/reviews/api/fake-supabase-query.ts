/**
 * For the api tests: a stand-in for the supabase-js client that records the query chain
 * (`from`, `select`, `eq`, …) and answers `respond()` when the query is awaited.
 */
import type { AppSupabaseClient } from '../../../lib/supabase';

export type QueryCall = [method: string, ...args: unknown[]];

export function fakeSupabaseQuery(respond: () => { data: unknown; error: unknown }): {
  client: AppSupabaseClient;
  calls: QueryCall[];
} {
  const calls: QueryCall[] = [];
  const builder: object = new Proxy(
    {},
    {
      get(_target, method: string) {
        if (method === 'then') {
          return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
            Promise.resolve().then(respond).then(resolve, reject);
        }
        return (...args: unknown[]) => {
          calls.push([method, ...args]);
          return builder;
        };
      },
    },
  );
  const client = {
    from: (table: string) => {
      calls.push(['from', table]);
      return builder;
    },
  } as unknown as AppSupabaseClient;
  return { client, calls };
}
