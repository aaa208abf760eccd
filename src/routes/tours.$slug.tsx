import { createFileRoute, redirect } from '@tanstack/react-router';
import { findTour } from '../content/tours';
import { TourDetailPage } from '../features/tours/tour-detail-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/tours/$slug')({
  loader: async ({ params }) => {
    const tour = findTour(params.slug);
    // Spec: an unknown slug goes to the tour list.
    if (!tour) throw redirect({ to: '/tours', replace: true });
    await loadNamespaces('tours', 'tour-overviews');
    return { tour };
  },
  component: TourRoute,
});

function TourRoute() {
  const { tour } = Route.useLoaderData();
  return <TourDetailPage tour={tour} />;
}
