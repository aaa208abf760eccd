import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../features/policies/policy-pages';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/terms-of-service')({
  loader: () => Promise.all([loadNamespaces('policies'), loadPageContent('policy-terms')]),
  component: TermsOfServicePage,
});
