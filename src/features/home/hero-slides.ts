import type { ImageName } from '../../content/types';

export const HERO_INTERVAL_MS = 4_000; // spec §9: auto-advance every 4 seconds

interface SlideLink {
  to: '/tours' | '/transport' | '/contact' | '/gallery';
  search?: { category?: 'beach' | 'hill-country' | 'wildlife' | 'cultural' };
}

/** The four slides of spec §2 (texts in the `home` namespace under hero.slides.<key>). */
export const HERO_SLIDES: readonly {
  key: string;
  image: ImageName;
  primary: SlideLink;
  secondary: SlideLink;
  /** The secondary label needs hidden context to make sense alone (hero.slides.<key>.secondaryContext). */
  secondaryContext?: true;
}[] = [
  {
    key: 'heritage',
    image: 'hero-heritage',
    primary: { to: '/tours', search: { category: 'cultural' } },
    secondary: { to: '/transport' },
  },
  {
    key: 'beaches',
    image: 'hero-beaches',
    primary: { to: '/tours', search: { category: 'beach' } },
    secondary: { to: '/tours' },
    secondaryContext: true,
  },
  {
    key: 'teaCountry',
    image: 'hero-tea-country',
    primary: { to: '/tours', search: { category: 'hill-country' } },
    secondary: { to: '/contact' },
  },
  {
    key: 'safari',
    image: 'hero-safari',
    primary: { to: '/tours', search: { category: 'wildlife' } },
    secondary: { to: '/gallery' },
  },
];
