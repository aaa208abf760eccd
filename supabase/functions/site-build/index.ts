/**
 * Asks the static host for a new build when the published content changes, and daily
 * (`supabase functions deploy site-build`). What it does is in ../_shared/site-build.ts; how to set it up
 * for Cloudflare Pages, Netlify and Vercel is in docs/deploy.md.
 */
import { createSiteBuildHandler, loadSiteBuildConfig } from '../_shared/site-build.ts';

const handler = createSiteBuildHandler(loadSiteBuildConfig(Deno.env.toObject()));

Deno.serve({ port: Number(Deno.env.get('PORT') ?? 8000), hostname: Deno.env.get('HOST') ?? '0.0.0.0' }, handler);
