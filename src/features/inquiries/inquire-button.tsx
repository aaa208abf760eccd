import { Link } from '@tanstack/react-router';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../components/form-banner';
import type { TourSummary } from '../../content/types';
import { track } from '../../lib/analytics';
import { DialogUnavailable, lazyDialog, useDialogOpener, useOpenedOnce } from '../../lib/lazy-dialog';
import { retryTimeText, throttleMessageKey } from '../../offline/throttle';
import type { InquiryOutcome } from './inquiry-dialog';

// The form, its texts, its validation and the outbox load on their own (see src/lib/lazy-dialog.tsx).
const {
  load: loadModal,
  Dialog: InquiryDialog,
  failedBefore,
} = lazyDialog(() => import('./inquiry-dialog').then((module) => module.InquiryDialog), ['forms']);

/**
 * Inquire Now on the tour page's side card: opens the Tour Inquiry modal. What became of the inquiry
 * stays below the button after the modal closes (an in-page status instead of the old site's alert()),
 * so the reference can be read again and the WhatsApp link tapped if the tab was blocked.
 */
export function InquireButton({ tour }: { tour: TourSummary }) {
  // A new tour is a new form: nothing typed for one tour is sent for another.
  return <InquiryControl key={tour.slug} tour={tour} />;
}

function InquiryControl({ tour }: { tour: TourSummary }) {
  const { t } = useTranslation('tours');
  const { open, unavailable, closeDialog, buttonProps } = useDialogOpener(
    loadModal,
    'inquire',
    () => track('generate_lead', { lead_type: 'booking_initiated', tour_id: tour.slug }),
    failedBefore,
  );
  const [outcome, setOutcome] = useState<InquiryOutcome>();
  const opened = useOpenedOnce(open);
  return (
    <>
      <button type="button" className="button button-block" aria-haspopup="dialog" {...buttonProps}>
        {t('detail.inquire')}
      </button>
      <Suspense fallback={null}>
        {opened && <InquiryDialog tour={tour} open={open} onClose={closeDialog} onOutcome={setOutcome} />}
        <InquiryStatus outcome={outcome} unavailable={unavailable} />
      </Suspense>
    </>
  );
}

const TONE = { delivered: 'success', saved: 'info', throttled: 'info', refused: 'error', failed: 'error' } as const;

export function InquiryStatus({ outcome, unavailable }: { outcome?: InquiryOutcome; unavailable: boolean }) {
  const tone = unavailable ? 'error' : outcome ? TONE[outcome.kind] : undefined;
  return (
    <StatusMessage className="form-status" tone={tone}>
      {unavailable ? <DialogUnavailable /> : outcome && <InquiryOutcomeText outcome={outcome} />}
    </StatusMessage>
  );
}

/** Shown once the modal has reported, by when it has loaded the form's texts: the page never waits for them. */
function InquiryOutcomeText({ outcome }: { outcome: InquiryOutcome }) {
  const { t, i18n } = useTranslation('forms');
  const reason = outcome.kind === 'refused' ? (outcome.reason ?? t('unknownReason')) : undefined;
  return (
    <>
      {outcome.kind === 'throttled' ? (
        <p>
          {t(throttleMessageKey(outcome.limit), { time: retryTimeText(i18n.resolvedLanguage, outcome.heldUntil) })}{' '}
          {t('throttledWhatsapp')}
        </p>
      ) : (
        <p>{t(`inquiry.outcome.${outcome.kind}`, { reason })}</p>
      )}
      {outcome.kind !== 'failed' && <p>{t('reference', { reference: outcome.reference })}</p>}
      <p>
        <a href={outcome.whatsappUrl} target="_blank" rel="noopener noreferrer">
          {t('openWhatsapp')}
          <span className="visually-hidden"> {t('newTab')}</span>
        </a>
        {(outcome.kind === 'refused' || outcome.kind === 'throttled') && (
          <>
            {' · '}
            <Link to="/outbox">{t('openOutbox')}</Link>
          </>
        )}
      </p>
    </>
  );
}
