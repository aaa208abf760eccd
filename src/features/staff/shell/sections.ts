/** The portal's sections in sidebar order (spec §2). Labels are keys of the `admin` namespace. */
export const ADMIN_SECTIONS = [
  { to: '/admin', key: 'nav.dashboard' },
  { to: '/admin/inquiries', key: 'nav.inquiries' },
  { to: '/admin/custom-tours', key: 'nav.customTours' },
  { to: '/admin/reviews', key: 'nav.reviews' },
  { to: '/admin/custom-reviews', key: 'nav.customReviews' },
  { to: '/admin/gallery', key: 'nav.gallery' },
  { to: '/admin/content', key: 'nav.content' },
  { to: '/admin/insights', key: 'nav.insights' },
  { to: '/admin/settings', key: 'nav.settings' },
] as const;
