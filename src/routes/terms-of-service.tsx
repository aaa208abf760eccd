import { createFileRoute } from '@tanstack/react-router';
import { TermsOfServicePage } from '../features/policies/policy-pages';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/terms-of-service')({
  loader: () => loadNamespaces('policies'),
  component: TermsOfServicePage,
});
