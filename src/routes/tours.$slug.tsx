import { createFileRoute, redirect } from '@tanstack/react-router';
import { InquireButton } from '../features/inquiries/inquire-button';
import { TourRatingSummary } from '../features/reviews/tour-rating-summary';
import { TourReviews } from '../features/reviews/tour-reviews';
import { TourDetailPage } from '../features/tours/tour-detail-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/tours/$slug')({
  loader: async ({ params }) => {
    // The itineraries are loaded with this page only, not with every page that lists tours.
    const { findTour } = await import('../content/tours');
    const tour = findTour(params.slug);
    // Spec: an unknown slug goes to the tour list.
    if (!tour) throw redirect({ to: '/tours', replace: true });
    await loadNamespaces('tours', 'tour-overviews', 'reviews');
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
