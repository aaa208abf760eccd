import { createFileRoute } from '@tanstack/react-router';
import { DashboardPage } from '../features/staff/dashboard/components/dashboard-page';
import {
  RecentCustomTourRequestsPanel,
  RecentInquiriesPanel,
} from '../features/staff/inquiries/components/recent-inquiries-panel';
import { RecentReviewsPanel } from '../features/staff/reviews/components/recent-reviews-panel';
import { loadNamespaces } from '../lib/i18n';

export const Route = createFileRoute('/admin/')({
  loader: () => loadNamespaces('admin-dashboard', 'admin-inquiries', 'admin-reviews'),
  component: () => (
    <DashboardPage
      recentInquiries={<RecentInquiriesPanel />}
      recentCustomRequests={<RecentCustomTourRequestsPanel />}
      recentReviews={<RecentReviewsPanel />}
    />
  ),
});
