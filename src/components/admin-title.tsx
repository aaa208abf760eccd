import { useTranslation } from 'react-i18next';
import { Head } from '../lib/head';

/**
 * The portal's page title, '{Section} - Admin - {site name}'. It goes into <head> (src/lib/head.tsx). The portal
 * has no description, canonical or share tags: it is not for search engines (see AdminShell's robots).
 */
export function AdminTitle({ section }: { section: string }) {
  const { t } = useTranslation(['admin', 'common']);
  return (
    <Head>
      <title>{`${section} - ${t('admin:titleSuffix')} - ${t('common:siteName')}`}</title>
    </Head>
  );
}
