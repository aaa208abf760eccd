import { useTranslation } from 'react-i18next';
import { useServiceWorkerStore } from '../lib/service-worker';

/** "Update available" toast, shown when a new service worker waits. */
export function UpdatePrompt() {
  const { t } = useTranslation();
  const { updateAvailable, applyUpdate, dismiss } = useServiceWorkerStore();
  if (!updateAvailable) return null;
  return (
    <div className="toast" role="status">
      <p>{t('update.available')}</p>
      <button type="button" className="button" onClick={applyUpdate}>
        {t('update.reload')}
      </button>
      <button type="button" className="button button-ghost" onClick={dismiss}>
        {t('update.dismiss')}
      </button>
    </div>
  );
}
