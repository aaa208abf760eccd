import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// Locally Deno resolves the function's npm: imports from node_modules (nodeModulesDir "manual"), which only
// works when each version is the one npm installed; hosted Supabase fetches exactly these versions.
const denoJson = JSON.parse(readFileSync(new URL('../../notify/deno.json', import.meta.url), 'utf8')) as {
  imports: Record<string, string>;
};
const packageJson = JSON.parse(readFileSync(new URL('../../../../package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};

describe("the notify function's import map", () => {
  it('pins every package to the exact version package.json installs', () => {
    const entries = Object.entries(denoJson.imports);
    expect(entries.length).toBeGreaterThan(0);
    for (const [name, target] of entries) {
      const match = /^npm:((?:@[^/@]+\/)?[^/@]+)@([^/]+)(\/.*)?$/.exec(target);
      expect(match, `${name} → ${target}`).not.toBeNull();
      const [, pkg, version] = match!;
      expect(packageJson.dependencies[pkg!], `${pkg} in package.json dependencies`).toBe(version);
    }
  });
});
