import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useToday } from '../../lib/use-today';
import {
  ContactFields,
  DateField,
  Honeypot,
  honeypotFilled,
  NumberSelect,
  SubmitButton,
  TextArea,
  TextField,
  useFormState,
} from '../../components/form-fields';
import { Modal } from '../../components/modal';
import { INQUIRY_ADULTS, INQUIRY_CHILDREN, TEXT_MAX_LENGTH, type ThrottleLimit } from '../../config/limits';
import type { TourSummary } from '../../content/types';
import { bookingId, track } from '../../lib/analytics';
import { whatsappLink as whatsappTo } from '../../lib/whatsapp';
import { useContent } from '../../content/store';
import { referenceFor } from '../../offline/outbox';
import { submitInquiry } from './api/submit-inquiry';
import { inquiryDefaults, inquirySchema } from './inquiry-schema';
import { inquiryWhatsappMessage } from './inquiry-whatsapp-message';

const MAX = TEXT_MAX_LENGTH.tour_inquiries;

/** What became of a sent inquiry, shown beside the Inquire Now button after the modal closes. */
export type InquiryOutcome =
  | { kind: 'delivered' | 'saved' | 'refused'; reference: string; reason?: string; whatsappUrl: string }
  /** The server asked to wait (429): saved on the device and sent by itself from `heldUntil`. */
  | { kind: 'throttled'; reference: string; heldUntil: number; limit?: ThrottleLimit; whatsappUrl: string }
  /** Not even the device could store it: WhatsApp is the way to reach us (spec §8). */
  | { kind: 'failed'; whatsappUrl: string };

/**
 * A tab opened synchronously in the submit event, while the click still counts as the visitor's
 * gesture (popup blockers, Safari above all, refuse window.open after an await); it is pointed at
 * WhatsApp once the inquiry is saved. Cutting `opener` gives what `noopener` gives.
 */
function openPendingTab(): Window | null {
  const tab = window.open('', '_blank');
  if (tab) tab.opener = null;
  return tab;
}

function showWhatsapp(tab: Window | null, url: string) {
  if (tab && !tab.closed) tab.location.replace(url);
  else window.open(url, '_blank', 'noopener,noreferrer');
}

/**
 * A sent (or safely saved) inquiry is the site's "purchase": the price is quoted per request, so the
 * value is 0. Only the tour is named; nothing the traveller typed is recorded.
 */
function trackInquirySent(tour: TourSummary) {
  track(
    'purchase',
    {
      transaction_id: bookingId(),
      currency: 'USD',
      tour_id: tour.slug,
      tour_name: tour.title,
      category: 'Tour Package',
      quantity: 1,
      price: 0,
    },
    0,
  );
}

export function InquiryDialog({
  tour,
  open,
  onClose,
  onOutcome,
}: {
  tour: TourSummary;
  open: boolean;
  onClose: () => void;
  onOutcome: (outcome: InquiryOutcome) => void;
}) {
  const { t } = useTranslation(['forms', 'tours']);
  const { whatsappNumber } = useContent('site').business;
  const whatsappLink = (message?: string) => whatsappTo(whatsappNumber, message);
  const { validate, reset, bind, submitting, setSubmitting, formProps } = useFormState(
    inquiryDefaults(tour),
    t,
    'inquiry.fields',
  );
  const today = useToday();

  function finish(outcome: InquiryOutcome) {
    setSubmitting(false);
    reset();
    onClose();
    onOutcome(outcome);
  }

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    if (honeypotFilled(event.currentTarget)) {
      // A bot filled the hidden field: it is told "sent" and learns nothing; nothing is stored or opened.
      finish({ kind: 'delivered', reference: referenceFor(crypto.randomUUID()), whatsappUrl: whatsappLink() });
      return;
    }
    const inquiry = validate(inquirySchema);
    if (!inquiry) return;
    const tab = openPendingTab();
    setSubmitting(true);
    let outcome: InquiryOutcome;
    try {
      const result = await submitInquiry(inquiry);
      const whatsappUrl = whatsappLink(inquiryWhatsappMessage(t, inquiry, result.reference));
      const kind = result.delivered ? 'delivered' : result.refused ? 'refused' : 'saved';
      outcome =
        kind === 'saved' && result.heldUntil !== undefined
          ? { kind: 'throttled', reference: result.reference, heldUntil: result.heldUntil, whatsappUrl }
          : { kind, reference: result.reference, reason: result.reason, whatsappUrl };
      if (outcome.kind === 'throttled' && result.limit) outcome.limit = result.limit;
      if (kind !== 'refused') trackInquirySent(tour);
    } catch {
      outcome = { kind: 'failed', whatsappUrl: whatsappLink(inquiryWhatsappMessage(t, inquiry)) };
    }
    showWhatsapp(tab, outcome.whatsappUrl);
    finish(outcome);
  }

  return (
    <Modal open={open} onClose={onClose} title={t('inquiry.title')} subtitle={tour.title} closeLabel={t('close')}>
      <form {...formProps} className="form" onSubmit={handleSubmit} data-analytics-form="inquiry">
        <p className="field-hint">{t('inquiry.intro')}</p>
        <div className="form-grid">
          <TextField {...bind('firstName')} autoComplete="given-name" maxLength={MAX.first_name} />
          <TextField {...bind('lastName')} autoComplete="family-name" maxLength={MAX.last_name} />
          <ContactFields bind={bind} phone={bind('phone')} max={MAX} phoneHint={t('hints.phone')} />
          <DateField
            {...bind('preferredDate')}
            optionalText={t('optional')}
            hint={t('inquiry.hints.preferredDate')}
            min={today}
          />
          <NumberSelect {...bind('adults')} min={INQUIRY_ADULTS.min} max={INQUIRY_ADULTS.max} />
          <NumberSelect {...bind('children')} min={INQUIRY_CHILDREN.min} max={INQUIRY_CHILDREN.max} />
          <TextArea wide {...bind('message')} optionalText={t('optional')} maxLength={MAX.message} />
        </div>
        <Honeypot label={t('honeypot')} />
        <div className="form-actions">
          <SubmitButton busy={submitting} label={t('inquiry.submit')} busyLabel={t('inquiry.submitting')} />
        </div>
      </form>
    </Modal>
  );
}
