import { createFileRoute } from '@tanstack/react-router';
import { ContactPage } from '../features/contact/contact-page';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/contact')({
  loader: () => Promise.all([loadNamespaces('contact', 'faq'), loadPageContent('faq')]),
  component: ContactPage,
});
