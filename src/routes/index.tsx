import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { ExperienceCarousel } from '../features/reviews/experience-carousel';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/')({
  loader: () => loadNamespaces('home', 'reviews'),
  component: Home,
});

function Home() {
  return <HomePage experiences={<ExperienceCarousel />} />;
}
