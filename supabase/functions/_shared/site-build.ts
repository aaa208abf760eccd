/**
 * The Edge Function `site-build` (../site-build/index.ts): when what travellers read changes (a publish,
 * an unpublish: the trigger of supabase/migrations/20261129100000_site_build_signal.sql, through pg_net)
 * and once a day (pg_cron), it asks the static host for a new build by POSTing to its deploy hook.
 * The host's build reads the published content and pre-renders every page (docs/deploy.md).
 *
 *   POST, bearer SITE_BUILD_KEY (or the service-role key) → 202 with each hook's HTTP status
 *   anything else → 401 / 405; no hook set → 503 (the publish itself is done; the pages follow the next build)
 *
 * Hosts queue or coalesce builds asked for during a build (Cloudflare Pages, Netlify and Vercel do), so a
 * burst of publishes costs one or two builds, not one each.
 */
import { hasBearerKey } from './bearer.ts';

export interface SiteBuildConfig {
  /** Bearer tokens that may ask for a build: SITE_BUILD_KEY and the service-role key. */
  keys: string[];
  /** The host's deploy hook URLs (SITE_DEPLOY_HOOK_URL, several separated by spaces). */
  hooks: string[];
}

export function loadSiteBuildConfig(env: Record<string, string | undefined>): SiteBuildConfig {
  const keys = [env.SITE_BUILD_KEY, env.SUPABASE_SERVICE_ROLE_KEY]
    .map((key) => key?.trim() ?? '')
    .filter((key) => key.length >= 16);
  const hooks = (env.SITE_DEPLOY_HOOK_URL ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .filter((url) => {
      try {
        return new URL(url).protocol === 'https:';
      } catch {
        return false;
      }
    });
  return { keys, hooks };
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });

export function createSiteBuildHandler(
  config: SiteBuildConfig,
  send: (url: string) => Promise<number> = async (url) => {
    const response = await fetch(url, { method: 'POST', signal: AbortSignal.timeout(10_000) });
    await response.body?.cancel();
    return response.status;
  },
  log: (line: string) => void = (line) => console.log(line),
): (request: Request) => Promise<Response> {
  return async (request) => {
    if (request.method !== 'POST') return json(405, { error: 'POST only' });
    if (!hasBearerKey(request, config.keys)) {
      return json(401, { error: 'Only the database may ask for a build' });
    }
    await request.body?.cancel();
    if (config.hooks.length === 0) {
      log('site-build: no SITE_DEPLOY_HOOK_URL set; the pages follow the next build');
      return json(503, { error: 'No deploy hook is set' });
    }
    const statuses = await Promise.all(config.hooks.map((url) => send(url).catch(() => 0)));
    log(`site-build: deploy hooks answered ${statuses.join(', ')}`);
    const ok = statuses.every((status) => status >= 200 && status < 300);
    return json(ok ? 202 : 502, { hooks: statuses });
  };
}
