import { describe, expect, it } from 'vitest';
import { languageOfPath, localizedPath, SUPPORTED_LANGUAGES, unprefixedPath } from './i18n';

describe('languageOfPath', () => {
  it.each([
    ['/de', 'de'],
    ['/de/', 'de'],
    ['/de/tours', 'de'],
    ['/fr/tours/x', 'fr'],
    ['/fr', 'fr'],
    ['/', 'en'],
    ['/tours', 'en'],
    ['/admin', 'en'],
    // A prefix is a whole first segment only.
    ['/deutsch', 'en'],
    ['/french-riviera', 'en'],
    ['/tours/de', 'en'],
    ['/en/tours', 'en'],
  ])('%s is %s', (path, language) => {
    expect(languageOfPath(path)).toBe(language);
  });
});

describe('unprefixedPath', () => {
  it.each([
    ['/de', '/'],
    ['/de/', '/'],
    ['/de/tours', '/tours'],
    ['/fr/tours/x', '/tours/x'],
    ['/deutsch', '/deutsch'],
    ['/', '/'],
    ['/tours', '/tours'],
    ['/admin', '/admin'],
    ['/tours/de', '/tours/de'],
  ])('%s -> %s', (path, unprefixed) => {
    expect(unprefixedPath(path)).toBe(unprefixed);
  });
});

describe('localizedPath', () => {
  it('keeps English unprefixed and puts German and French under their prefix', () => {
    expect(localizedPath('/', 'en')).toBe('/');
    expect(localizedPath('/', 'de')).toBe('/de');
    expect(localizedPath('/tours', 'fr')).toBe('/fr/tours');
    expect(localizedPath('/tours/x', 'de')).toBe('/de/tours/x');
    expect(localizedPath('/deutsch', 'de')).toBe('/de/deutsch');
  });

  it('replaces a prefix the path already has instead of adding a second one', () => {
    expect(localizedPath('/de/tours', 'fr')).toBe('/fr/tours');
    expect(localizedPath('/fr/tours/x', 'en')).toBe('/tours/x');
    expect(localizedPath('/de', 'en')).toBe('/');
    expect(localizedPath('/de/', 'de')).toBe('/de');
    expect(localizedPath('/de/tours', 'de')).toBe('/de/tours');
  });

  const pages = ['/', '/tours', '/tours/grand-circle-18day', '/about', '/privacy-policy'];

  it.each(SUPPORTED_LANGUAGES)('round-trips every page in %s', (language) => {
    for (const page of pages) {
      const localized = localizedPath(page, language);
      expect(languageOfPath(localized), localized).toBe(language);
      expect(unprefixedPath(localized), localized).toBe(page);
      // From any other language's URL of the same page, too.
      for (const from of SUPPORTED_LANGUAGES)
        expect(localizedPath(localizedPath(page, from), language)).toBe(localized);
    }
  });
});
