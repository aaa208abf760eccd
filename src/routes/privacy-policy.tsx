import { createFileRoute } from '@tanstack/react-router';
import { PrivacyPolicyPage } from '../features/policies/policy-pages';
import { loadPageContent } from '../content/store';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/privacy-policy')({
  loader: () => Promise.all([loadNamespaces('policies'), loadPageContent('policy-privacy')]),
  component: PrivacyPolicyPage,
});
