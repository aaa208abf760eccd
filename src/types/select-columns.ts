/**
 * A row type read off the column list a query selects, so a list of columns is written once: as the
 * string sent to PostgREST, with the row type following it.
 */
import type { TableName, Tables } from './database';

type Trim<S extends string> = S extends ` ${infer Rest}` ? Trim<Rest> : S extends `${infer Rest} ` ? Trim<Rest> : S;

/** The names in a plain `select` list: 'id, title, created_at' → 'id' | 'title' | 'created_at'. */
export type ColumnsOf<S extends string> = S extends `${infer Head},${infer Tail}`
  ? Trim<Head> | ColumnsOf<Tail>
  : Trim<S>;

/** A row of `T` with exactly the columns `S` names; `never` when one of them is not a column of `T`. */
export type SelectedRow<T extends TableName, S extends string> =
  ColumnsOf<S> extends keyof Tables<T> ? Pick<Tables<T>, ColumnsOf<S>> : never;
