import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createClient } from '@supabase/supabase-js';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../supabase/local/config';
import { startServer } from '../../supabase/local/server';
import { wsTransport } from '../helpers/server';

const noSession = { auth: { persistSession: false, autoRefreshToken: false }, realtime: { transport: wsTransport } };

describe('data in .data/ survives a restart', () => {
  it('keeps an accepted inquiry and the keys across restarts on PGlite', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'lanka-restart-'));
    const env = { DATA_DIR: dataDir, API_PORT: '0', APP_PORT: '0', DATABASE_URL: '' };
    const id = randomUUID();

    const firstConfig = await loadConfig(env);
    const first = await startServer(firstConfig, { serveApp: false });
    const anon = createClient(firstConfig.apiUrl, firstConfig.anonKey, noSession);
    const { error } = await anon.from('tour_inquiries').insert({
      id,
      tour_id: 'southern-coastal-explorer-6day',
      tour_title: 'Southern Coastal Explorer',
      first_name: 'Ada',
      last_name: 'Example',
      email: `restart-${randomBytes(4).toString('hex')}@example.com`,
      phone: '+44 20 7946 0000',
      country: 'United Kingdom',
      adults: 2,
      children: 0,
      message: 'Hello',
    });
    expect(error).toBeNull();
    await first.close();

    const secondConfig = await loadConfig(env);
    expect(secondConfig.anonKey).toBe(firstConfig.anonKey);
    const second = await startServer(secondConfig, { serveApp: false });
    try {
      const service = createClient(secondConfig.apiUrl, secondConfig.serviceRoleKey, noSession);
      const { data, error: readError } = await service.from('tour_inquiries').select('id, status').eq('id', id);
      expect(readError).toBeNull();
      expect(data).toEqual([{ id, status: 'pending' }]);
    } finally {
      await second.close();
    }
  });
});
