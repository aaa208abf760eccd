import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ContactFields,
  DateField,
  Honeypot,
  honeypotFilled,
  SelectField,
  SubmitButton,
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

/** The three descriptions, in the form's order, all across the form. */
const DESCRIPTIONS = [
  { name: 'tourPlaces', rows: 3, maxLength: MAX.tour_places, optional: false },
  { name: 'hotelPreferences', rows: 2, maxLength: MAX.hotel_preferences, optional: false },
  { name: 'additionalRequirements', rows: 4, maxLength: MAX.additional_requirements, optional: true },
] as const;

/** The two choices from a fixed list, with the label key of each option. */
const CHOICES = [
  { name: 'numberOfPeople', options: NUMBER_OF_PEOPLE_OPTIONS, optionKey: 'customTour.people' },
  { name: 'budgetRange', options: BUDGET_RANGE_OPTIONS, optionKey: 'customTour.budget' },
] as const;

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
  const { values, validate, reset, bind, submitting, setSubmitting, formProps } = useFormState(
    customTourRequestDefaults(),
    t,
    'customTour.fields',
  );
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
      {...formProps}
      // The boot script keeps what is typed into it before the page is live, by this id (src/boot.ts).
      id="custom-tour-request"
      className="form form-panel"
      onSubmit={handleSubmit}
      aria-labelledby="custom-request-title"
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
        <TextField {...bind('fullName')} autoComplete="name" maxLength={MAX.full_name} />
        <ContactFields bind={bind} phone={bind('phone')} max={MAX} phoneHint={t('hints.phone')} />
        <DateField {...bind('travelStartDate')} min={today} />
        <DateField {...bind('travelEndDate')} min={values.travelStartDate || today} />
        {CHOICES.map(({ name, options, optionKey }) => (
          <SelectField
            key={name}
            {...bind(name)}
            placeholder={t('select')}
            options={options.map((option) => ({ value: option, label: t(`${optionKey}.${option}`) }))}
          />
        ))}
        {DESCRIPTIONS.map(({ name, rows, maxLength, optional }) => (
          <TextArea
            key={name}
            wide
            rows={rows}
            {...bind(name)}
            optionalText={optional ? t('optional') : undefined}
            hint={t(`customTour.hints.${name}`)}
            maxLength={maxLength}
          />
        ))}
      </div>
      <Honeypot label={t('honeypot')} />
      <div className="form-actions">
        <SubmitButton busy={submitting} label={t('customTour.submit')} busyLabel={t('customTour.submitting')} />
      </div>
    </form>
  );
}
