import i18n, { type BackendModule } from 'i18next';
import { initReactI18next } from 'react-i18next';

export const SUPPORTED_LANGUAGES = ['en', 'de', 'fr'] as const;
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
const STORAGE_KEY = 'lang';

// Each language × namespace is its own chunk, so a visitor downloads only the language they read.
const lazyLocales: BackendModule = {
  type: 'backend',
  // `read` answers through its callback (i18next 26 no longer wants to guess it from the parameters).
  callbackApi: true,
  init: () => undefined,
  read(language, namespace, callback) {
    import(`../locales/${language}/${namespace}.json`)
      .then((module: { default: Record<string, unknown> }) => callback(null, module.default))
      .catch((error: unknown) => callback(error as Error, null));
  },
};

/** The language the visitor chose before, else the browser's first supported one, else English. */
export function preferredLanguage(): Language {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  const candidates = [stored, ...(globalThis.navigator?.languages ?? [])];
  for (const candidate of candidates) {
    const base = candidate?.slice(0, 2).toLowerCase();
    const match = SUPPORTED_LANGUAGES.find((lang) => lang === base);
    if (match) return match;
  }
  return 'en';
}

/** The language the visitor chose with the switcher, if they ever did (not the browser's guess). */
export function chosenLanguage(): Language | undefined {
  const stored = globalThis.localStorage?.getItem(STORAGE_KEY);
  return SUPPORTED_LANGUAGES.find((lang) => lang === stored);
}

/** For route loaders: fetch a page's namespaces before it renders, so text never flashes in. */
export async function loadNamespaces(...namespaces: string[]): Promise<void> {
  await i18n.loadNamespaces(namespaces);
  const missing = () => namespaces.filter((namespace) => !i18n.hasResourceBundle(i18n.language, namespace));
  if (missing().length === 0) return;
  // i18next settles a fetch that failed (offline, before the service worker has stored the texts) as done
  // and never asks again; fetch those again, and fail if they still do not come, rather than show keys.
  await i18n.reloadResources([i18n.language], missing());
  const absent = missing();
  if (absent.length > 0) throw new Error(`Texts could not be loaded: ${absent.join(', ')}`);
}

const PREFIX = /^\/(de|fr)(?=\/|$)/;

/** The language a URL is in: '/de/...' German, '/fr/...' French, anything else English. */
export function languageOfPath(pathname: string): Language {
  return (PREFIX.exec(pathname)?.[1] as Language | undefined) ?? 'en';
}

/** The language of the page shown now, from its URL (English outside a browser). */
export function pageLanguage(): Language {
  return languageOfPath(globalThis.location?.pathname ?? '/');
}

/** The path without its language prefix: '/de/tours' -> '/tours', '/de' -> '/'. */
export function unprefixedPath(pathname: string): string {
  return pathname.replace(PREFIX, '') || '/';
}

/** The path in a language: English keeps the unprefixed routes, German and French live under /de and /fr. */
export function localizedPath(pathname: string, language: Language): string {
  const path = unprefixedPath(pathname);
  if (language === 'en') return path;
  return path === '/' ? `/${language}` : `/${language}${path}`;
}

/**
 * The visitor's explicit choice, remembered for later visits. Public pages exist per language (each
 * pre-rendered under its own URL), so the choice opens the same page in that language; the staff
 * portal has one URL and switches in place.
 */
export async function chooseLanguage(language: Language): Promise<void> {
  globalThis.localStorage?.setItem(STORAGE_KEY, language);
  const location = globalThis.location;
  if (location && !unprefixedPath(location.pathname).startsWith('/admin')) {
    const target = localizedPath(location.pathname, language);
    if (target !== location.pathname) {
      location.assign(`${target}${location.search}${location.hash}`);
      return;
    }
  }
  await i18n.changeLanguage(language);
}

export function currentLanguage(): Language {
  const lang = i18n.resolvedLanguage ?? i18n.language;
  return (SUPPORTED_LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en';
}

/**
 * `language`: the language of a pre-rendered page, which hydration must render in (the visitor's own
 * choice is applied after hydration); without it, the visitor's preferred language.
 */
export async function setupI18n(language?: Language): Promise<typeof i18n> {
  if (typeof document !== 'undefined') {
    i18n.on('languageChanged', (lang) => {
      document.documentElement.lang = lang;
    });
  }
  await i18n
    .use(lazyLocales)
    .use(initReactI18next)
    .init({
      lng: language ?? preferredLanguage(),
      // No fallback language: every key exists in all three (src/locales/locales.test.ts), and a fallback
      // would make a German or French page download the English files as well.
      fallbackLng: false,
      supportedLngs: SUPPORTED_LANGUAGES,
      ns: ['common', 'images'],
      defaultNS: 'common',
      interpolation: { escapeValue: false }, // React escapes already
      // The default separators, stated: i18next then reads every key as namespace:path.to.key at once,
      // instead of first testing each key for natural-language punctuation (a regular expression per
      // t() call, some hundreds of them while a page hydrates). No key of ours is a sentence.
      keySeparator: '.',
      nsSeparator: ':',
      react: { useSuspense: true },
      // Set up synchronously so route loaders can ask for their namespaces while `common` is still
      // on its way: the page's code and texts load in parallel instead of one after the other.
      initAsync: false,
    });
  return i18n;
}
