import { describe, expect, it } from 'vitest';
import { createSiteBuildHandler, loadSiteBuildConfig } from './site-build';

const KEY = 'site-build-key-0123456789';
const HOOK = 'https://api.netlify.com/build_hooks/abc123';

const post = (key?: string) =>
  new Request('https://project.supabase.co/functions/v1/site-build', {
    method: 'POST',
    headers: key ? { Authorization: `Bearer ${key}` } : {},
    body: '{}',
  });

describe('site-build', () => {
  it('reads its keys and hooks, keeping only https hooks and keys long enough to be secret', () => {
    expect(
      loadSiteBuildConfig({
        SITE_BUILD_KEY: KEY,
        SUPABASE_SERVICE_ROLE_KEY: 'short',
        SITE_DEPLOY_HOOK_URL: `${HOOK}  http://insecure.example/hook not-a-url https://api.vercel.com/v1/integrations/deploy/x`,
      }),
    ).toEqual({ keys: [KEY], hooks: [HOOK, 'https://api.vercel.com/v1/integrations/deploy/x'] });
  });

  it('calls every deploy hook for the database, and nobody else', async () => {
    const called: string[] = [];
    const handler = createSiteBuildHandler(
      { keys: [KEY], hooks: [HOOK] },
      async (url) => {
        called.push(url);
        return 201;
      },
      () => undefined,
    );
    expect((await handler(post())).status).toBe(401);
    expect((await handler(post('wrong-key-0123456789xyz'))).status).toBe(401);
    expect((await handler(new Request('https://x.example', { method: 'GET' }))).status).toBe(405);
    expect(called).toEqual([]);
    const answer = await handler(post(KEY));
    expect(answer.status).toBe(202);
    expect(await answer.json()).toEqual({ hooks: [201] });
    expect(called).toEqual([HOOK]);
  });

  it('says so when no hook is set, or a hook fails', async () => {
    const none = createSiteBuildHandler(
      { keys: [KEY], hooks: [] },
      async () => 200,
      () => undefined,
    );
    expect((await none(post(KEY))).status).toBe(503);
    const failing = createSiteBuildHandler(
      { keys: [KEY], hooks: [HOOK] },
      async () => {
        throw new Error('network');
      },
      () => undefined,
    );
    const answer = await failing(post(KEY));
    expect(answer.status).toBe(502);
    expect(await answer.json()).toEqual({ hooks: [0] });
  });
});
