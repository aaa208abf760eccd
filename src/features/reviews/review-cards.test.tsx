import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import reviewsEn from '../../locales/en/reviews.json';
import { ExperienceCard } from './experience-card';
import { ReviewCard } from './review-card';
import type { CustomerExperience, TourReview } from './review-view-models';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  resources: { en: { reviews: reviewsEn } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

function render(node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

const text = (html: string) => html.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');

const experience: CustomerExperience = {
  id: 'c1',
  customerName: 'priya Nair',
  country: 'Australia',
  overall: 5,
  createdAt: null,
  comment: 'Short and sweet, thank you.',
  wouldRecommend: true,
};

describe('ExperienceCard', () => {
  it("says 'Recent' when the date is unknown, with the stars and the badge", () => {
    const html = render(<ExperienceCard review={experience} expanded={false} onToggle={() => undefined} />);
    expect(text(html)).toContain('Recent');
    expect(html).toContain('aria-label="Rated 5 out of 5"');
    expect(text(html)).toContain('Would recommend');
    expect(text(html)).toContain('Australia');
    expect(html).toContain('>P<'); // the initial
    expect(html).not.toContain('aria-expanded'); // short comments have no toggle
  });

  it('shows the date when known, and no badge without a recommendation', () => {
    const html = render(
      <ExperienceCard
        review={{ ...experience, createdAt: '2026-11-12T12:00:00Z', wouldRecommend: false }}
        expanded={false}
        onToggle={() => undefined}
      />,
    );
    expect(html).toContain('<time dateTime="2026-11-12T12:00:00Z">Nov 12, 2026</time>');
    expect(text(html)).not.toContain('Recent');
    expect(text(html)).not.toContain('Would recommend');
  });

  it('cuts a long comment at 120 characters with ... and offers Read more / Read less', () => {
    const comment = `${'Lovely driver and great hotels. '.repeat(5)}The end.`;
    const collapsed = render(
      <ExperienceCard review={{ ...experience, comment }} expanded={false} onToggle={() => undefined} />,
    );
    const shown = /<blockquote[^>]*><p[^>]*>([^<]*)<\/p>/.exec(collapsed)![1]!;
    expect(shown.endsWith('...')).toBe(true);
    expect(shown.length).toBeLessThanOrEqual(123);
    expect(collapsed).toMatch(/<button[^>]*aria-expanded="false"[^>]*>Read more<\/button>/);

    const open = render(<ExperienceCard review={{ ...experience, comment }} expanded onToggle={() => undefined} />);
    expect(open).toContain(comment);
    expect(open).toMatch(/<button[^>]*aria-expanded="true"[^>]*>Read less<\/button>/);
  });
});

const review: TourReview = {
  id: 'r1',
  customerName: 'Amelia Hart',
  country: 'United Kingdom',
  createdAt: '2026-11-12T12:00:00Z',
  overall: 4,
  aspects: { quality: 5, locations: 4, amenities: null, service: 3, price: 2 },
  comment: 'Our driver-guide knew every quiet beach.',
  recommendations: 'Go at sunrise.',
  wouldRecommend: true,
};

describe('ReviewCard', () => {
  it('shows initial, name, from country, date, overall stars, comment and each given sub-rating', () => {
    const html = render(<ReviewCard review={review} />);
    expect(html).toContain('>A<');
    expect(html).toMatch(/<h3[^>]*>Amelia Hart<\/h3>/);
    expect(text(html)).toContain('from United Kingdom');
    expect(text(html)).toContain('Nov 12, 2026');
    expect(html).toContain('aria-label="Rated 4 out of 5"');
    for (const label of [
      'Tour Quality: 5 out of 5',
      'Destinations: 4 out of 5',
      'Customer Service: 3 out of 5',
      'Value for Money: 2 out of 5',
    ]) {
      expect(html).toContain(`aria-label="${label}"`);
    }
    expect(text(html)).not.toContain('Accommodations'); // not given
    expect(text(html)).toContain('Recommendations: Go at sunrise.');
    expect(text(html)).toContain('Would recommend');
  });

  it('shows Accommodations when given and leaves out what is absent', () => {
    const html = render(
      <ReviewCard
        review={{
          ...review,
          aspects: { ...review.aspects, amenities: 3 },
          recommendations: null,
          wouldRecommend: false,
        }}
      />,
    );
    expect(html).toContain('aria-label="Accommodations: 3 out of 5"');
    expect(text(html)).not.toContain('Recommendations');
    expect(text(html)).not.toContain('Would recommend');
  });
});
