/** Set by vite.config.ts (`define`). */

/** The version in every language file's name (assets/locale-<lang>-<namespace>-<version>.js). */
declare const __LOCALES_VERSION__: string;
