import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clearCache, readThrough } from './cache';
import { OfflineDb, setOfflineDbForTests } from './db';

let n = 0;
beforeEach(async () => {
  const db = new OfflineDb(`cache-test-${++n}`);
  setOfflineDbForTests(db);
  await db.open();
});

describe('readThrough', () => {
  it('answers from the network and keeps a copy', async () => {
    const result = await readThrough(
      'k',
      async () => [1, 2],
      () => 42,
    );
    expect(result).toEqual({ data: [1, 2], source: 'network', storedAt: 42 });
  });

  it('answers from the kept copy when the network fails', async () => {
    await readThrough(
      'k',
      async () => ['fresh'],
      () => 7,
    );
    const offline = await readThrough('k', () => Promise.reject(new TypeError('Failed to fetch')));
    expect(offline).toEqual({ data: ['fresh'], source: 'cache', storedAt: 7 });
  });

  it('fails when there is neither network nor a copy', async () => {
    await expect(readThrough('never', () => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
  });

  it('forgets copies under a prefix', async () => {
    await readThrough('admin:a', async () => 1);
    await readThrough('public:b', async () => 2);
    await clearCache('admin:');
    await expect(readThrough('admin:a', () => Promise.reject(new Error('x')))).rejects.toThrow();
    expect((await readThrough('public:b', () => Promise.reject(new Error('x')))).data).toBe(2);
  });
});
