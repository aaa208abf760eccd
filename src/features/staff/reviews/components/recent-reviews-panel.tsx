import { Link } from '@tanstack/react-router';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { listRecentReviews } from '../api/list-recent-reviews';
import { formatDate, formatDateTime } from '../format';
import type { RecentReview } from '../review-models';
import type { CachedResult } from '../../../../offline/cache';
import { OverallStars } from './rating-list';
import { ReviewStatusBadge } from './review-badges';
import '../reviews.css';

type RecentState =
  | { status: 'loading' }
  | { status: 'ready'; items: RecentReview[]; source: CachedResult<RecentReview[]>['source']; storedAt: number }
  | { status: 'failed' };

/**
 * The dashboard's Recent Reviews (spec §2): the five newest reviews of both kinds, each linking to the
 * page where it is moderated. Replaces the old panel that was always empty.
 */
export function RecentReviewsPanel() {
  const { t, i18n } = useTranslation('admin-reviews');
  const [state, setState] = useState<RecentState>({ status: 'loading' });
  const headingId = useId();
  const lang = i18n.language;

  useEffect(() => {
    let current = true;
    listRecentReviews().then(
      (result) => {
        if (current)
          setState({ status: 'ready', items: result.data, source: result.source, storedAt: result.storedAt });
      },
      (error: unknown) => {
        console.error('Recent reviews could not be loaded', error);
        if (current) setState({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className="admin-reviews-recent" aria-labelledby={headingId} aria-busy={state.status === 'loading'}>
      <h2 id={headingId}>{t('recent.title')}</h2>
      {state.status === 'loading' && <p className="admin-reviews-note">{t('loading')}</p>}
      {state.status === 'failed' && <p className="admin-reviews-note">{t('recent.loadFailed')}</p>}
      {state.status === 'ready' && (
        <>
          {state.source === 'cache' && (
            <p className="admin-reviews-note">
              {t('recent.offline', { date: formatDateTime(new Date(state.storedAt).toISOString(), lang) })}
            </p>
          )}
          {state.items.length === 0 ? (
            <p className="admin-reviews-note">{t('recent.empty')}</p>
          ) : (
            <ul className="admin-reviews-recent-list">
              {state.items.map((review) => (
                <RecentItem key={`${review.kind}-${review.id}`} review={review} />
              ))}
            </ul>
          )}
        </>
      )}
      <p className="admin-reviews-recent-links">
        <Link to="/admin/reviews">{t('recent.allTourReviews')}</Link>
        <Link to="/admin/custom-reviews">{t('recent.allCustomReviews')}</Link>
      </p>
    </section>
  );
}

function RecentItem({ review }: { review: RecentReview }) {
  const { t, i18n } = useTranslation('admin-reviews');
  const section = t(review.kind === 'tour' ? 'tourReviews.title' : 'customReviews.title');
  return (
    <li className="admin-reviews-recent-item">
      <div className="admin-reviews-recent-main">
        <Link to={review.kind === 'tour' ? '/admin/reviews' : '/admin/custom-reviews'}>
          {review.name}
          <span className="visually-hidden"> ({t('recent.openIn', { section })})</span>
        </Link>
        <span className="admin-reviews-muted">{review.tourTitle ?? t('recent.customTour')}</span>
      </div>
      <div className="admin-reviews-recent-meta">
        <OverallStars rating={review.overall} />
        <ReviewStatusBadge status={review.status} />
        <span className="admin-reviews-muted">{formatDate(review.createdAt, i18n.language)}</span>
      </div>
    </li>
  );
}
