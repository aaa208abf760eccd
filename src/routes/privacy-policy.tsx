import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/policies/policy-pages';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => loadNamespaces('policies'),
  component: PrivacyPolicyPage,
});
