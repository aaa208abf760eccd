import { useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { useApprovedCustomReviews } from './api/list-approved-custom-reviews';
import { ExperienceCard } from './experience-card';
import type { CustomerExperience } from './review-view-models';
import { ShareExperienceButton } from './share-experience-button';
import { usePrefersReducedMotion } from '../../lib/use-prefers-reduced-motion';
import './reviews.css';

/** Fewer cards than this do not fill the section's width, so a loop would show a gap: they stand still. */
const MIN_CARDS_TO_SCROLL = 4; // cards of 18rem in a 72rem section
const SECONDS_PER_CARD = 8; // s per card passing by: time to read a truncated comment

/**
 * The customer-experience carousel (spec §2 Home): approved custom reviews scrolling sideways in a loop.
 * The track holds the list twice and slides by one copy's width, so the end joins the start seamlessly;
 * the second copy is for the eye only (aria-hidden, inert). It pauses on hover, on focus and with its
 * button; with reduced motion it does not move and the list scrolls by hand instead.
 */
export function ExperienceCarousel() {
  const { t } = useTranslation(['reviews', 'home']);
  const state = useApprovedCustomReviews();
  const reducedMotion = usePrefersReducedMotion();
  const [paused, setPaused] = useState(false);
  // By review id, so the visible card and its twin in the second copy open and close together.
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set());
  const reviews = state.status === 'ready' ? state.data : [];
  const scrolling = reviews.length >= MIN_CARDS_TO_SCROLL && !reducedMotion;

  const toggle = (id: string) =>
    setExpanded((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  return (
    <section
      className="page-section experiences"
      aria-labelledby="experiences-title"
      aria-busy={state.status === 'loading'}
    >
      <h2 id="experiences-title">{t('home:experiences.title')}</h2>
      <p className="section-intro">{t('home:experiences.intro')}</p>

      {state.status === 'loading' && <p className="reviews-note">{t('experiences.loading')}</p>}
      {/* Spec §8: shown empty, but with the reason rather than "stories will appear here soon". */}
      {state.status === 'failed' && <p className="reviews-note">{t('loadFailed')}</p>}
      {state.status === 'ready' && reviews.length === 0 && <p className="empty-state">{t('home:experiences.empty')}</p>}

      {reviews.length > 0 &&
        (scrolling ? (
          <div className="experience-viewport scrolling">
            <div
              className={paused ? 'experience-track paused' : 'experience-track'}
              style={{ '--experience-duration': `${reviews.length * SECONDS_PER_CARD}s` } as CSSProperties}
              data-testid="experience-track"
            >
              <ExperienceList reviews={reviews} expanded={expanded} onToggle={toggle} />
              <ExperienceList reviews={reviews} expanded={expanded} onToggle={toggle} copy />
            </div>
          </div>
        ) : (
          // Still: a scroll area, focusable so keyboard users can scroll it too.
          <div className="experience-viewport" role="group" aria-label={t('experiences.list')} tabIndex={0}>
            <div className="experience-track" data-testid="experience-track">
              <ExperienceList reviews={reviews} expanded={expanded} onToggle={toggle} />
            </div>
          </div>
        ))}

      <div className="experience-actions">
        {scrolling && (
          <button
            type="button"
            className="icon-button"
            onClick={() => setPaused((p) => !p)}
            aria-label={paused ? t('experiences.play') : t('experiences.pause')}
          >
            {paused ? '▶' : '❚❚'}
          </button>
        )}
        <ShareExperienceButton />
      </div>
    </section>
  );
}

function ExperienceList({
  reviews,
  expanded,
  onToggle,
  copy = false,
}: {
  reviews: readonly CustomerExperience[];
  expanded: ReadonlySet<string>;
  onToggle: (id: string) => void;
  /** The loop's second copy: hidden from assistive technology and out of the tab order. */
  copy?: boolean;
}) {
  return (
    <ul className="experience-list" aria-hidden={copy || undefined} inert={copy || undefined}>
      {reviews.map((review) => (
        <li key={review.id}>
          <ExperienceCard review={review} expanded={expanded.has(review.id)} onToggle={() => onToggle(review.id)} />
        </li>
      ))}
    </ul>
  );
}
