/**
 * For staff component tests without a DOM: renders to static markup with i18next set up on the staff
 * portal's English language files (each component names its own namespace).
 */
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import admin from '../locales/en/admin.json';
import adminDashboard from '../locales/en/admin-dashboard.json';
import adminGallery from '../locales/en/admin-gallery.json';
import adminHistory from '../locales/en/admin-history.json';
import adminInquiries from '../locales/en/admin-inquiries.json';
import adminInsights from '../locales/en/admin-insights.json';
import adminReviews from '../locales/en/admin-reviews.json';

const resources = {
  admin,
  'admin-dashboard': adminDashboard,
  'admin-gallery': adminGallery,
  'admin-history': adminHistory,
  'admin-inquiries': adminInquiries,
  'admin-insights': adminInsights,
  'admin-reviews': adminReviews,
};

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  ns: Object.keys(resources),
  defaultNS: 'admin',
  resources: { en: resources },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

/** The markup of `node` as the staff portal renders it in English. */
export function renderStaff(node: ReactNode): string {
  return renderToStaticMarkup(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** The English `t` of one staff namespace, for code that is handed a `t` rather than calling useTranslation. */
export function staffT<Namespace extends keyof typeof resources>(namespace: Namespace) {
  return i18n.getFixedT('en', namespace);
}

/** The text of rendered markup, tags as spaces and white space folded, as a screen reader runs it together. */
export function textOf(html: string): string {
  return html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
