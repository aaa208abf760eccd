import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/contact')({
  loader: () => loadNamespaces('contact', 'faq'),
  component: ContactPage,
});
