/**
 * Zod compiles its object parsers with `new Function` when it can. The site's Content-Security-Policy
 * has no 'unsafe-eval', so that is refused, and even Zod's probe for it is reported as a policy
 * violation. The compiled path is switched off before any schema is built: src/main.tsx imports this
 * module first.
 */
import { config } from 'zod/v4/core';

config({ jitless: true });
