/**
 * The one place the app takes Zod from. Zod compiles its object parsers with `new Function` when it
 * can; the site's Content-Security-Policy has no 'unsafe-eval', so that is refused, and even Zod's probe
 * for it is reported as a policy violation. The compiled path is switched off here, before any schema
 * that imports `z` from this module is built, and only pages that use a schema download Zod at all.
 */
import { z } from 'zod';

z.config({ jitless: true });

export { z };
