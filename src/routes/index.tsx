import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../features/home/home-page';
import { ExperienceCarousel } from '../features/reviews/experience-carousel';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/')({
  loader: () => Promise.all([loadNamespaces('home', 'reviews'), loadPageContent('home')]),
  component: Home,
});

function Home() {
  return <HomePage experiences={<ExperienceCarousel />} />;
}
