import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-banner';
import { DialogUnavailable, lazyDialog, useDialogOpener, useOpenedOnce } from '../../lib/lazy-dialog';

const {
  load: loadDialog,
  Dialog: ShareExperienceDialog,
  failedBefore,
} = lazyDialog(() => import('./share-experience-dialog').then((module) => module.default), ['forms']);

export interface ShareExperienceDialogProps {
  open: boolean;
  onClose: () => void;
  /** Called with the text to show the visitor once the review is saved; the modal has closed by then. */
  onSubmitted?: (message: string) => void;
}

/** 'Share Your Custom Tour Experience' (spec §2 Home, §4, §5): a review of a tailor-made tour. */
export function LazyShareExperienceDialog(props: ShareExperienceDialogProps) {
  if (!useOpenedOnce(props.open)) return null;
  return (
    <Suspense fallback={null}>
      <ShareExperienceDialog {...props} />
    </Suspense>
  );
}

/** 'Share Your Experience' with its modal and the thank-you message: one element to place on Home. */
export function ShareExperienceButton() {
  return (
    <Suspense fallback={null}>
      <ShareExperienceControl />
    </Suspense>
  );
}

function ShareExperienceControl() {
  const { t } = useTranslation('reviews');
  const [message, setMessage] = useState<string>();
  const { open, unavailable, closeDialog, buttonProps } = useDialogOpener(
    loadDialog,
    'share-experience',
    () => setMessage(undefined),
    failedBefore,
  );
  return (
    <>
      <button type="button" className="button" aria-haspopup="dialog" {...buttonProps}>
        {t('shareExperience')}
      </button>
      <LazyShareExperienceDialog open={open} onClose={closeDialog} onSubmitted={setMessage} />
      <StatusMessage className="form-status" tone={unavailable ? 'error' : undefined}>
        {unavailable ? <DialogUnavailable /> : message && <p>{message}</p>}
      </StatusMessage>
    </>
  );
}
