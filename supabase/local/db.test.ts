/**
 * The PGlite handle on its own thread: statements from different sources take turns, notifications arrive,
 * and errors keep Postgres's fields.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, snapshotDatabase, type Db } from './db.ts';

let db: Db;
// Creating a database (initdb in PGlite) takes seconds on a busy machine: the same time limit as the db suites' hooks.
beforeAll(async () => {
  db = await openDatabase();
}, 120_000);
afterAll(async () => {
  await db?.close();
});

describe('the PGlite handle', () => {
  it('serves sources in turns, so one source sending many requests does not hold back another', async () => {
    const finished: string[] = [];
    const slow = (label: string, source: string) =>
      db.transaction(async (tx) => tx.query('select pg_sleep(0.05)'), { source }).then(() => finished.push(label));
    await Promise.all([
      slow('a1', 'a'),
      slow('a2', 'a'),
      slow('a3', 'a'),
      slow('a4', 'a'),
      slow('b1', 'b'),
      slow('a5', 'a'),
      slow('c1', 'c'),
    ]);
    expect(finished).toEqual(['a1', 'b1', 'c1', 'a2', 'a3', 'a4', 'a5']);
  });

  it('keeps one transaction to itself while others wait', async () => {
    await db.exec('create table turn_log (n int)');
    const first = db.transaction(async (tx) => {
      await tx.query('insert into turn_log values (1)');
      await new Promise((resolve) => setTimeout(resolve, 20));
      await tx.query('insert into turn_log values (2)');
    });
    const second = db.query('insert into turn_log values (3)');
    await Promise.all([first, second]);
    expect((await db.query<{ n: number }>('select n from turn_log order by ctid')).rows.map((r) => r.n)).toEqual([
      1, 2, 3,
    ]);
  });

  it('passes Postgres errors on with their fields and rolls the transaction back', async () => {
    await db.exec('create table guarded (n int constraint n_positive check (n > 0))');
    const error = await db
      .transaction(async (tx) => {
        await tx.query('insert into guarded values (1)');
        await tx.query('insert into guarded values (-1)');
      })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ code: '23514', constraint: 'n_positive' });
    expect((await db.query('select * from guarded')).rows).toEqual([]);
  });

  it('delivers notifications to listeners', async () => {
    const got: string[] = [];
    const stop = await db.listen('handle_test', (payload) => got.push(payload));
    await db.query(`select pg_notify('handle_test', 'hello')`);
    await expect.poll(() => got).toEqual(['hello']);
    await stop();
  });

  it('copies a database: a snapshot holds what was committed, and the copy is a database of its own', async () => {
    await db.exec('create table snapshot_rows (n int primary key)');
    await db.query('insert into snapshot_rows values (1), (2)');
    const snapshot = await snapshotDatabase(db);
    await db.query('insert into snapshot_rows values (3)');
    const copy = await openDatabase({ snapshot });
    try {
      const read = async (handle: Db) =>
        (await handle.query<{ n: number }>('select n from snapshot_rows order by n')).rows.map((row) => row.n);
      expect(await read(copy)).toEqual([1, 2]);
      await copy.query('insert into snapshot_rows values (9)');
      expect(await read(copy)).toEqual([1, 2, 9]);
      expect(await read(db)).toEqual([1, 2, 3]);
    } finally {
      await copy.close();
    }
  });
});
