import { createFileRoute } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ContentKind } from '../content/documents';
import { tourGroup, type ContentGroups } from '../content/published';
import { AboutPage } from '../features/about/about-page';
import { ContactPage } from '../features/contact/contact-page';
import { HomePage } from '../features/home/home-page';
import { PrivacyPolicyPage, TermsOfServicePage } from '../features/policies/policy-pages';
import { TransportPage } from '../features/fleet/transport-page';
import { ContentEditorPage } from '../features/staff/content/components/content-editor-page';
import { isListKind } from '../features/staff/content/content-models';
import { TourDetailPage } from '../features/tours/tour-detail-page';
import { loadNamespaces } from '../lib/i18n';
import { parseKindSearch } from './admin.content.index';

/** /admin/content/<id>: one item's editor; /admin/content/new?kind=tour: a new tour's. */
export const Route = createFileRoute('/admin/content/$id')({
  validateSearch: parseKindSearch,
  loader: () => loadNamespaces('admin-content', 'admin-gallery', 'images'),
  component: ContentEditorRoute,
});

function ContentEditorRoute() {
  const { id } = Route.useParams();
  const { kind } = Route.useSearch();
  return (
    <ContentEditorPage
      key={id}
      id={id}
      newKind={kind && isListKind(kind) ? kind : undefined}
      renderPage={previewPage}
    />
  );
}

/** The page an item of `kind` is shown on, for the editor's preview (reviews and enquiries left out). */
function previewPage(kind: ContentKind, slug: string, groups: ContentGroups): ReactNode {
  switch (kind) {
    case 'tour': {
      const tour = groups[tourGroup(slug)];
      return tour ? <TourDetailPage tour={tour} reviews={null} inquire={null} rating={null} /> : null;
    }
    case 'faq':
    case 'business':
      return <ContactPage />;
    case 'hero_slide':
    case 'testimonial':
      return <HomePage experiences={null} />;
    case 'about':
      return <AboutPage />;
    case 'policy':
      return slug === 'terms' ? <TermsOfServicePage /> : <PrivacyPolicyPage />;
    case 'vehicle':
      return <TransportPage category={undefined} onCategory={() => undefined} />;
  }
}
