import { createFileRoute } from '@tanstack/react-router';
import { OutboxPage } from '../features/outbox/outbox-page';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/outbox')({
  loader: () => loadNamespaces('outbox'),
  component: OutboxPage,
});
