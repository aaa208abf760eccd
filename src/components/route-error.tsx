import { useRouter } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';

/** Shown when a page fails to load (e.g. its code could not be fetched while offline). */
export function RouteError() {
  const { t } = useTranslation();
  const router = useRouter();
  return (
    <section className="page-section narrow" role="alert">
      <h1>{t('pageError')}</h1>
      <button type="button" className="button" onClick={() => void router.invalidate()}>
        {t('retry')}
      </button>
    </section>
  );
}
