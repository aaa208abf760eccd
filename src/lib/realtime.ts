import { getSupabase } from './supabase';
import type { Database } from '../types/database';

type Tables = Database['public']['Tables'];
export type TableName = keyof Tables;
export type TableRow<T extends TableName> = Tables[T]['Row'];

export interface TableChange<T extends TableName> {
  eventType: 'INSERT' | 'UPDATE' | 'DELETE';
  /** The row after the change (empty for DELETE). */
  new: Partial<TableRow<T>>;
  /** For DELETE (and UPDATE with replica identity full): the primary key at least. */
  old: Partial<TableRow<T>>;
}

export interface TableSubscription<T extends TableName> {
  table: T;
  onChange: (change: TableChange<T>) => void;
  /**
   * 'live' each time the channel is (re)joined: changes made while it was down were not delivered, so a
   * list should read again then. 'down' when the connection failed or closed.
   */
  onStatus?: (status: 'live' | 'down') => void;
}

let channelCount = 0;

/**
 * Listens to `postgres_changes` on one table as the signed-in user. The server decides per subscriber,
 * through the table's row-level security, which rows reach them. supabase-js rejoins by itself after a
 * dropped connection. Returns the function that stops listening (safe to call at once).
 */
export function subscribeToTable<T extends TableName>({ table, onChange, onStatus }: TableSubscription<T>): () => void {
  let stopped = false;
  let stop: (() => void) | undefined;

  void getSupabase().then(async (supabase) => {
    // supabase-js passes a new session to realtime asynchronously; joining before that would join with
    // the anon key, and row-level security would then (rightly) deliver nothing.
    const { data } = await supabase.auth.getSession();
    if (stopped) return;
    if (data.session) await supabase.realtime.setAuth(data.session.access_token);
    if (stopped) return;
    channelCount += 1;
    const channel = supabase
      .channel(`table-${table}-${channelCount}`)
      .on('postgres_changes', { event: '*', schema: 'public', table }, (payload) => {
        onChange({
          eventType: payload.eventType,
          new: payload.new as Partial<TableRow<T>>,
          old: payload.old as Partial<TableRow<T>>,
        });
      })
      .subscribe((status) => {
        if (status === 'SUBSCRIBED') onStatus?.('live');
        else if (status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') onStatus?.('down');
      });
    stop = () => void supabase.removeChannel(channel);
  });

  return () => {
    stopped = true;
    stop?.();
  };
}
