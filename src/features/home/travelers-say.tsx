import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Stars } from '../../components/stars';
import { useContent } from '../../content/store';
import { truncate } from '../../lib/text';

const TRUNCATE_AT = 150; // characters (spec §9, hard-coded carousel)

/** "What Our Travelers Say": the hard-coded reviews, one at a time on phones, three on wide screens. */
export function TravelersSay() {
  const { t } = useTranslation('home');
  const { testimonials } = useContent('home');
  const [start, setStart] = useState(0);
  const total = testimonials.length;
  // Up to three at once; fewer when fewer are published.
  const visible = [0, 1, 2].slice(0, total).map((offset) => testimonials[(start + offset) % total]!);
  return (
    <section className="page-section tinted" aria-labelledby="reviews-title" aria-roledescription="carousel">
      <h2 id="reviews-title">{t('reviews.title')}</h2>
      <p className="section-intro">{t('reviews.intro')}</p>
      <div className="review-track" aria-live="polite">
        {visible.map((review, i) => (
          <figure
            key={review.slug}
            className={i === 0 ? 'review-card' : 'review-card wide-only'}
            aria-label={t('reviews.position', { current: ((start + i) % total) + 1, total })}
          >
            <Stars rating={review.rating} label={t('reviews.rating', { rating: review.rating })} />
            <blockquote>
              <p>{truncate(review.comment, TRUNCATE_AT)}</p>
            </blockquote>
            <figcaption>
              <span className="avatar" aria-hidden="true">
                {review.avatar}
              </span>
              <span>
                <strong>{review.name}</strong>
                {review.country && <>, {review.country}</>}
                <br />
                <small>{review.date}</small>
              </span>
            </figcaption>
            <a href={review.url} target="_blank" rel="noopener noreferrer">
              {t('reviews.readOn')}
            </a>
          </figure>
        ))}
      </div>
      <div className="carousel-controls">
        <button
          type="button"
          className="icon-button"
          onClick={() => setStart((s) => (s - 1 + total) % total)}
          aria-label={t('reviews.previous')}
        >
          ‹
        </button>
        <button
          type="button"
          className="icon-button"
          onClick={() => setStart((s) => (s + 1) % total)}
          aria-label={t('reviews.next')}
        >
          ›
        </button>
      </div>
    </section>
  );
}
