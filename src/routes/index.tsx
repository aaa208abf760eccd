import { createFileRoute } from '@tanstack/react-router';
import { HomePlaceholder } from '../components/home-placeholder';

export const Route = createFileRoute('/')({
  component: HomePlaceholder,
});
