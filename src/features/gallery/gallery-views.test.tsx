import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import galleryEn from '../../locales/en/gallery.json';
import imagesEn from '../../locales/en/images.json';
import { GALLERY_SKELETONS, GalleryGrid, GallerySkeletons } from './gallery-grid';
import type { GalleryImage } from './gallery-image';
import { GalleryLightbox } from './gallery-lightbox';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { gallery: galleryEn, images: imagesEn } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function render(node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
const storage = 'https://example.supabase.co/storage/v1/object/public/gallery';

const images: GalleryImage[] = [
  {
    id: 'a',
    title: 'Sigiriya at dawn',
    description: 'From the water gardens.',
    category: 'cultural',
    thumbnailUrl: `${storage}/a/thumb.webp`,
    previewUrl: `${storage}/a/preview.webp`,
    width: 2048,
    height: 1365,
    featured: true,
  },
  {
    id: 'b',
    title: null,
    description: null,
    category: 'nature',
    thumbnailUrl: 'https://cdn.example.com/b.jpg',
    previewUrl: 'https://cdn.example.com/b.jpg',
    width: 900,
    height: 1200,
    featured: false,
  },
  {
    id: 'c',
    title: 'Mirissa',
    description: null,
    category: 'beaches',
    thumbnailUrl: `${storage}/c/thumb.webp`,
    previewUrl: `${storage}/c/preview.webp`,
    width: 1200,
    height: 800,
    featured: false,
  },
];

describe('GallerySkeletons', () => {
  it('shows the spec’s eight placeholders, hidden from screen readers, and says it is loading', () => {
    const html = render(<GallerySkeletons />);
    expect(html.match(/class="gallery-tile gallery-skeleton gallery-skeleton-[a-z]+"/g)).toHaveLength(
      GALLERY_SKELETONS,
    );
    expect(GALLERY_SKELETONS).toBe(8);
    expect(html).toContain('aria-hidden="true"');
    expect(text(html)).toContain('Loading photos…');
  });
});

describe('GalleryGrid', () => {
  const html = render(<GalleryGrid images={images} onOpen={() => undefined} />);

  it('names each tile by its title, or "Photo N" when it has none, never by its description', () => {
    const buttons = html.match(/<button[\s\S]*?<\/button>/g)!;
    // Name from content: what is left once the description (aria-hidden, the accessible description) is out.
    const names = buttons.map((button) =>
      text(button.replace(/<span[^>]*aria-hidden="true"[^>]*>[^<]*<\/span>/g, '')).trim(),
    );
    expect(names).toEqual(['Sigiriya at dawn', 'Photo 2', 'Mirissa']);
    expect(buttons[0]).not.toContain('aria-label');
  });

  it('shows thumbnails lazily with their size, so nothing shifts as they arrive', () => {
    expect(html).toContain(`src="${storage}/a/thumb.webp"`);
    expect(html.match(/loading="lazy"/g)).toHaveLength(3);
    expect(html).toContain('width="2048" height="1365"');
    expect(html).toContain('width="900" height="1200"');
  });

  it('asks Supabase Storage with CORS (so the service worker can keep a copy) and other hosts without', () => {
    const tags = html.match(/<img[^>]*>/g)!;
    expect(tags[0]).toContain('crossorigin="anonymous"');
    expect(tags[1]).not.toContain('crossorigin');
  });

  it('carries the title and description for the hover and focus caption', () => {
    expect(text(html)).toContain('Sigiriya at dawn From the water gardens.');
    expect(html).toMatch(/aria-describedby="[^"]+"/);
  });
});

describe('GalleryLightbox', () => {
  it('shows the preview with the caption "<Category> · Photo N of M"', () => {
    const html = render(
      <GalleryLightbox images={images} index={2} onIndexChange={() => undefined} onClose={() => undefined} />,
    );
    expect(html).toContain(`src="${storage}/c/preview.webp"`);
    expect(text(html)).toContain('Beaches · Photo 3 of 3');
    expect(html).toContain('aria-label="Previous photo"');
    expect(html).toContain('aria-label="Next photo"');
    expect(html).toContain('aria-label="Close"');
  });

  it('leaves out previous and next when there is only one photo', () => {
    const html = render(
      <GalleryLightbox
        images={images.slice(1, 2)}
        index={0}
        onIndexChange={() => undefined}
        onClose={() => undefined}
      />,
    );
    expect(text(html)).toContain('Nature · Photo 1 of 1');
    expect(html).not.toContain('Next photo');
  });
});
