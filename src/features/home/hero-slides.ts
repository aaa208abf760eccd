import type { ImageName } from '../../content/types';

export const HERO_INTERVAL_MS = 4_000; // spec §9: auto-advance every 4 seconds

type SlideCategory = 'beach' | 'hill-country' | 'wildlife' | 'cultural';

interface SlideLink {
  to: '/tours' | '/transport' | '/contact' | '/gallery';
  search?: { category?: SlideCategory };
}

interface HeroSlide {
  key: string;
  image: ImageName;
  primary: SlideLink;
  secondary: SlideLink;
  /** The secondary label needs hidden context to make sense alone (hero.slides.<key>.secondaryContext). */
  secondaryContext?: true;
}

/** A slide whose main button lists the tours of one category. */
function slide(key: string, image: ImageName, category: SlideCategory, secondary: SlideLink['to']): HeroSlide {
  return { key, image, primary: { to: '/tours', search: { category } }, secondary: { to: secondary } };
}

/** The four slides of spec §2 (texts in the `home` namespace under hero.slides.<key>). */
export const HERO_SLIDES: readonly HeroSlide[] = [
  slide('heritage', 'hero-heritage', 'cultural', '/transport'),
  { ...slide('beaches', 'hero-beaches', 'beach', '/tours'), secondaryContext: true },
  slide('teaCountry', 'hero-tea-country', 'hill-country', '/contact'),
  slide('safari', 'hero-safari', 'wildlife', '/gallery'),
];
