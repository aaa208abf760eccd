import { useTranslation } from 'react-i18next';

/**
 * The portal's page title, '{Section} - Admin - {site name}'. React 19 hoists it into <head>. The portal
 * has no description, canonical or share tags: it is not for search engines (see AdminShell's robots).
 */
export function AdminTitle({ section }: { section: string }) {
  const { t } = useTranslation(['admin', 'common']);
  return <title>{`${section} - ${t('admin:titleSuffix')} - ${t('common:siteName')}`}</title>;
}
