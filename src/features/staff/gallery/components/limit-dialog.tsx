import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';

/**
 * The spec's storage-limit modal: 'Upload Failed' with the server's reasons. 'Upgrade Now' answers in
 * the dialog itself (the old product used alert(), which a screen reader announces poorly and blocks).
 */
export function LimitDialog({ reasons, onClose }: { reasons: string[] | null; onClose: () => void }) {
  const { t } = useTranslation('admin-gallery');
  const [upgradeAsked, setUpgradeAsked] = useState(false);
  function close() {
    setUpgradeAsked(false);
    onClose();
  }
  return (
    <Modal open={reasons !== null} onClose={close} title={t('limit.title')} closeLabel={t('close')}>
      <p>{t('limit.intro')}</p>
      <ul className="admin-gallery-reasons">
        {reasons?.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
      </ul>
      <p role="status" className="admin-gallery-note">
        {upgradeAsked ? t('limit.upgradeSoon') : ''}
      </p>
      <div className="admin-gallery-actions">
        <button type="button" className="button button-light" onClick={close}>
          {t('limit.close')}
        </button>
        <button type="button" className="button" onClick={() => setUpgradeAsked(true)}>
          {t('limit.upgrade')}
        </button>
      </div>
    </Modal>
  );
}
