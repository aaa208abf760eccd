import { describe, expect, it } from 'vitest';
import { slideTarget } from './hero-slider';

const link = (to: string, category?: string) => ({ label: 'Go', to, ...(category ? { category } : {}) }) as never;

describe('slideTarget', () => {
  it('leads to the site’s own pages, with the tour list’s category filter', () => {
    expect(slideTarget(link('/tours', 'beach'))).toEqual({ to: '/tours', search: { category: 'beach' } });
    expect(slideTarget(link('/contact'))).toEqual({ to: '/contact' });
    expect(slideTarget(link('/gallery', 'beach'))).toEqual({ to: '/gallery' });
  });

  it('sends anything else to the tours, and drops an unknown category', () => {
    for (const to of ['javascript:alert(1)', 'https://example.com/', '//example.com', '/admin', '']) {
      expect(slideTarget(link(to)), to).toEqual({ to: '/tours' });
    }
    expect(slideTarget(link('/tours', 'nightlife'))).toEqual({ to: '/tours' });
  });
});
