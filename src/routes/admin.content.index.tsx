import { createFileRoute } from '@tanstack/react-router';
import { CONTENT_KINDS, type ContentKind } from '../content/documents';
import { ContentListPage } from '../features/staff/content/components/content-list-page';
import { loadNamespaces } from '../lib/i18n';

/** ?kind=<kind>: the kind listed (tours when absent or unknown). */
export function parseKindSearch(search: Record<string, unknown>): { kind?: ContentKind } {
  const kind = search.kind;
  return typeof kind === 'string' && (CONTENT_KINDS as readonly string[]).includes(kind)
    ? { kind: kind as ContentKind }
    : {};
}

export const Route = createFileRoute('/admin/content/')({
  validateSearch: parseKindSearch,
  loader: () => loadNamespaces('admin-content'),
  component: ContentListRoute,
});

function ContentListRoute() {
  const { kind = 'tour' } = Route.useSearch();
  const navigate = Route.useNavigate();
  return <ContentListPage kind={kind} onKind={(next) => void navigate({ search: { kind: next }, replace: true })} />;
}
