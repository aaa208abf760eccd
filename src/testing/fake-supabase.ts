/**
 * For the api tests: a stand-in for the supabase-js client that records each query chain (`from`,
 * `update`, `eq`, …) and answers `respond()` when the query is awaited.
 */
import type { AppSupabaseClient } from '../lib/supabase';

export type QueryCall = [method: string, ...args: unknown[]];

export function fakeSupabase(respond: (calls: QueryCall[]) => { data: unknown; error: unknown }): {
  client: AppSupabaseClient;
  calls: QueryCall[];
} {
  const calls: QueryCall[] = [];
  const builder = (own: QueryCall[]): object =>
    new Proxy(
      {},
      {
        get(_target, method: string) {
          if (method === 'then') {
            return (resolve: (value: unknown) => void, reject: (reason: unknown) => void) =>
              Promise.resolve(own).then(respond).then(resolve, reject);
          }
          return (...args: unknown[]) => {
            own.push([method, ...args]);
            calls.push([method, ...args]);
            return builder(own);
          };
        },
      },
    );
  const start = (method: string) => (arg: unknown) => {
    const own: QueryCall[] = [[method, arg]];
    calls.push([method, arg]);
    return builder(own);
  };
  const client = { from: start('from'), rpc: start('rpc') } as unknown as AppSupabaseClient;
  return { client, calls };
}
