import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/admin-dashboard/components/dashboard-page';
import {
  RecentCustomTourRequestsPanel,
  RecentInquiriesPanel,
} from '../features/admin-requests/components/recent-requests-panel';
import { RecentReviewsPanel } from '../features/admin-reviews/components/recent-reviews-panel';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/')({
  loader: () => loadNamespaces('admin-dashboard', 'admin-requests', 'admin-reviews'),
  component: () => (
    <DashboardPage
      recentInquiries={<RecentInquiriesPanel />}
      recentCustomRequests={<RecentCustomTourRequestsPanel />}
      recentReviews={<RecentReviewsPanel />}
    />
  ),
});
