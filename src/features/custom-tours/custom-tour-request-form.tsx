import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  DateField,
  Honeypot,
  honeypotFilled,
  SelectField,
  TextArea,
  TextField,
  useFormState,
} from '../../components/form-fields';
import { ErrorBanner, StatusMessage } from '../../components/form-banner';
import {
  BUDGET_RANGE_OPTIONS,
  NUMBER_OF_PEOPLE_OPTIONS,
  TEXT_MAX_LENGTH,
  type ThrottleLimit,
} from '../../config/limits';
import { track } from '../../lib/analytics';
import { useToday } from '../../lib/use-today';
import { referenceFor } from '../../offline/outbox';
import { retryTimeText, throttleMessageKey } from '../../offline/throttle';
import { submitCustomTourRequest } from './api/submit-custom-tour-request';
import { customTourRequestDefaults, customTourRequestSchema } from './custom-tour-request-schema';

const MAX = TEXT_MAX_LENGTH.custom_tour_requests;

type Outcome =
  | { kind: 'delivered' | 'saved'; reference: string }
  /** The server asked to wait (429): saved on the device and sent by itself from `heldUntil`. */
  | { kind: 'throttled'; reference: string; heldUntil: number; limit?: ThrottleLimit }
  | { kind: 'refused'; reason?: string }
  /** Not even the device could store it (spec §8 "Custom request save failure"). */
  | { kind: 'failed' };

/** The inline request form on /custom-tours (spec §4: idle → submitting → success or error banner). */
export function CustomTourRequestForm() {
  const { t, i18n } = useTranslation('forms');
  const { values, validate, reset, formRef, bind } = useFormState(customTourRequestDefaults(), t);
  const [submitting, setSubmitting] = useState(false);
  const [refusedId, setRefusedId] = useState<string>();
  const [outcome, setOutcome] = useState<Outcome>();
  const bannerRef = useRef<HTMLDivElement>(null);
  const today = useToday();

  // The banner sits above the form; after submitting it is brought into view and read out.
  useEffect(() => {
    if (outcome) bannerRef.current?.focus();
  }, [outcome]);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    setOutcome(undefined);
    if (honeypotFilled(event.currentTarget)) {
      // A bot filled the hidden field: it is told "sent"; nothing is stored.
      reset();
      setOutcome({ kind: 'delivered', reference: referenceFor(crypto.randomUUID()) });
      return;
    }
    const request = validate(customTourRequestSchema);
    if (!request) return;
    setSubmitting(true);
    try {
      const result = await submitCustomTourRequest(request, refusedId);
      if (result.refused) {
        // Kept in the outbox; the corrected request will replace it rather than sit beside it.
        setRefusedId(result.id);
        setOutcome({ kind: 'refused', reason: result.reason });
      } else {
        setRefusedId(undefined);
        reset();
        setOutcome(
          !result.delivered && result.heldUntil !== undefined
            ? { kind: 'throttled', reference: result.reference, heldUntil: result.heldUntil, limit: result.limit }
            : { kind: result.delivered ? 'delivered' : 'saved', reference: result.reference },
        );
        track('generate_lead', { lead_type: 'custom_tour_request' });
      }
    } catch {
      setOutcome({ kind: 'failed' });
    } finally {
      setSubmitting(false);
    }
  }

  const succeeded = outcome?.kind === 'delivered' || outcome?.kind === 'saved' || outcome?.kind === 'throttled';
  return (
    <form
      ref={formRef}
      // The boot script keeps what is typed into it before the page is live, by this id (src/boot.ts).
      id="custom-tour-request"
      className="form form-panel"
      noValidate
      onSubmit={handleSubmit}
      aria-labelledby="custom-request-title"
      aria-busy={submitting}
      data-analytics-form="custom_tour_request"
    >
      <h2 id="custom-request-title">{t('customTour.title')}</h2>
      <div ref={bannerRef} tabIndex={-1} className="form-status">
        <StatusMessage tone={outcome?.kind === 'saved' || outcome?.kind === 'throttled' ? 'info' : 'success'}>
          {succeeded && (
            <>
              <p>
                {outcome.kind === 'throttled'
                  ? t(throttleMessageKey(outcome.limit), {
                      time: retryTimeText(i18n.resolvedLanguage, outcome.heldUntil),
                    })
                  : t(`customTour.outcome.${outcome.kind}`)}
              </p>
              <p>{t('reference', { reference: outcome.reference })}</p>
            </>
          )}
        </StatusMessage>
        {outcome?.kind === 'failed' && (
          <ErrorBanner>
            <p>{t('customTour.outcome.failed')}</p>
          </ErrorBanner>
        )}
        {outcome?.kind === 'refused' && (
          <ErrorBanner>
            <p>{t('customTour.outcome.refused')}</p>
            <p>{t('refusedReason', { reason: outcome.reason ?? t('unknownReason') })}</p>
          </ErrorBanner>
        )}
      </div>
      <p className="field-hint">{t('customTour.intro')}</p>
      <div className="form-grid">
        <TextField
          label={t('customTour.fields.fullName')}
          name="fullName"
          autoComplete="name"
          maxLength={MAX.full_name}
          {...bind('fullName')}
        />
        <TextField
          label={t('customTour.fields.email')}
          name="email"
          type="email"
          autoComplete="email"
          maxLength={MAX.email}
          {...bind('email')}
        />
        <TextField
          label={t('customTour.fields.phone')}
          name="phone"
          type="tel"
          autoComplete="tel"
          maxLength={MAX.phone}
          hint={t('hints.phone')}
          {...bind('phone')}
        />
        <TextField
          label={t('customTour.fields.country')}
          name="country"
          autoComplete="country-name"
          maxLength={MAX.country}
          {...bind('country')}
        />
        <DateField
          label={t('customTour.fields.travelStartDate')}
          name="travelStartDate"
          min={today}
          {...bind('travelStartDate')}
        />
        <DateField
          label={t('customTour.fields.travelEndDate')}
          name="travelEndDate"
          min={values.travelStartDate || today}
          {...bind('travelEndDate')}
        />
        <SelectField
          label={t('customTour.fields.numberOfPeople')}
          name="numberOfPeople"
          placeholder={t('select')}
          options={NUMBER_OF_PEOPLE_OPTIONS.map((option) => ({
            value: option,
            label: t(`customTour.people.${option}`),
          }))}
          {...bind('numberOfPeople')}
        />
        <SelectField
          label={t('customTour.fields.budgetRange')}
          name="budgetRange"
          placeholder={t('select')}
          options={BUDGET_RANGE_OPTIONS.map((option) => ({ value: option, label: t(`customTour.budget.${option}`) }))}
          {...bind('budgetRange')}
        />
        <TextArea
          wide
          rows={3}
          label={t('customTour.fields.tourPlaces')}
          name="tourPlaces"
          hint={t('customTour.hints.tourPlaces')}
          maxLength={MAX.tour_places}
          {...bind('tourPlaces')}
        />
        <TextArea
          wide
          rows={2}
          label={t('customTour.fields.hotelPreferences')}
          name="hotelPreferences"
          hint={t('customTour.hints.hotelPreferences')}
          maxLength={MAX.hotel_preferences}
          {...bind('hotelPreferences')}
        />
        <TextArea
          wide
          label={t('customTour.fields.additionalRequirements')}
          name="additionalRequirements"
          optionalText={t('optional')}
          hint={t('customTour.hints.additionalRequirements')}
          maxLength={MAX.additional_requirements}
          {...bind('additionalRequirements')}
        />
      </div>
      <Honeypot label={t('honeypot')} />
      <div className="form-actions">
        <button type="submit" className="button" disabled={submitting}>
          {submitting ? t('customTour.submitting') : t('customTour.submit')}
        </button>
      </div>
    </form>
  );
}
