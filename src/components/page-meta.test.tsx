import i18next from 'i18next';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import commonDe from '../locales/de/common.json';
import commonEn from '../locales/en/common.json';
import imagesDe from '../locales/de/images.json';
import imagesEn from '../locales/en/images.json';
import { PageMeta, type PageMetaProps } from './page-meta';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { common: commonEn, images: imagesEn }, de: { common: commonDe, images: imagesDe } },
  defaultNS: 'common',
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The share tags PageMeta gives the pre-renderer, by property or name. */
async function shareTags(props: Partial<PageMetaProps>, language = 'en'): Promise<Record<string, string>> {
  await i18n.changeLanguage(language);
  const html = renderToStaticMarkup(
    <I18nextProvider i18n={i18n}>
      <PageMeta title="Grand Circle" description="Eighteen days." path="/tours/grand-circle-18day" {...props} />
    </I18nextProvider>,
  );
  const tags: Record<string, string> = {};
  for (const [, key, content] of html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)"\/>/g))
    tags[key!] = content!;
  return tags;
}

describe('PageMeta share image', () => {
  beforeAll(() => {
    vi.stubEnv('VITE_SITE_URL', 'https://tours.example/');
  });
  afterAll(() => {
    vi.unstubAllEnvs();
  });

  it('names the artwork as a 1200×630 JPEG at an absolute URL, with its size and alt text', async () => {
    const tags = await shareTags({ image: '/art/anuradhapura.svg' });
    expect(tags).toMatchObject({
      'og:image': 'https://tours.example/og/anuradhapura.jpg',
      'og:image:type': 'image/jpeg',
      'og:image:width': '1200',
      'og:image:height': '630',
      'og:image:alt': 'Illustration of a great white dagoba (stupa) in Anuradhapura',
      'twitter:card': 'summary_large_image',
      'twitter:image': 'https://tours.example/og/anuradhapura.jpg',
      'twitter:image:alt': 'Illustration of a great white dagoba (stupa) in Anuradhapura',
    });
  });

  it('describes the picture in the page language', async () => {
    const tags = await shareTags({ image: 'anuradhapura' }, 'de');
    expect(tags['og:image']).toBe('https://tours.example/og/anuradhapura.jpg');
    expect(tags['og:image:alt']).toBe(imagesDe.alt.anuradhapura);
    expect(tags['twitter:image:alt']).toBe(imagesDe.alt.anuradhapura);
  });

  it("uses the home page's first slide for a page without a picture of its own", async () => {
    const tags = await shareTags({});
    expect(tags['og:image']).toBe('https://tours.example/og/hero-heritage.jpg');
    expect(tags['og:image:alt']).toBe(imagesEn.alt['hero-heritage']);
  });

  it('refuses a picture no share image can be made of, rather than publish a blank preview', async () => {
    await expect(shareTags({ image: '/icons/icon-512.png' })).rejects.toThrow(/No share image/);
  });
});
