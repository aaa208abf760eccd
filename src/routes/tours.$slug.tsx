import { createFileRoute, redirect } from '@tanstack/react-router';
import { InquireButton } from '../features/inquiries/inquire-button';
import { TourRatingSummary } from '../features/reviews/tour-rating-summary';
import { TourReviews } from '../features/reviews/tour-reviews';
import { TourDetailPage } from '../features/tours/tour-detail-page';
import { tourGroup } from '../content/published';
import { loadContent } from '../content/store';
import { currentLanguage, loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/tours/$slug')({
  loader: async ({ params }) => {
    // The itinerary is this page's own content group, not on every page that lists tours.
    const language = currentLanguage();
    const { tours } = await loadContent(language, 'site');
    // Spec: an unknown slug goes to the tour list; so does a tour that is not (or no longer) published.
    if (!tours.some((tour) => tour.slug === params.slug)) throw redirect({ to: '/tours', replace: true });
    const [tour] = await Promise.all([
      loadContent(language, tourGroup(params.slug)),
      loadNamespaces('tours', 'reviews'),
    ]);
    return { tour };
  },
  component: TourRoute,
});

function TourRoute() {
  const { tour } = Route.useLoaderData();
  return (
    <TourDetailPage
      tour={tour}
      reviews={<TourReviews tour={tour} />}
      inquire={<InquireButton tour={tour} />}
      rating={<TourRatingSummary tourId={tour.slug} />}
    />
  );
}
