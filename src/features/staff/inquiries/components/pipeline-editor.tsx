import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../format';
import type { StaffInquiry } from '../inquiry-models';
import { CANCEL_REASONS, QUOTE_USD_MAX, STAGES, type CancelReason, type Stage } from '../../shared/pipeline';
import type { InquiryChanges } from '../use-inquiry-list';
import type { EditResult } from '../../shared/use-live-list';
import type { AdminAccount } from '../api/list-admins';
import { SyncMark } from './live-parts';

interface PipelineEditorProps {
  item: StaffInquiry;
  /** Whom it can be assigned to. */
  admins: AdminAccount[];
  /** The signed-in admin, for "Assign to me". */
  me: string | null;
  /** A change to it is kept on this device until it can be sent. */
  waiting: boolean;
  onSave: (changes: InquiryChanges) => Promise<EditResult>;
}

type SaveState = 'idle' | 'saving' | EditResult;

interface Draft {
  stage: Stage;
  cancelReason: CancelReason | '';
  ownerId: string;
  followUpOn: string;
  quote: string;
}

const draftOf = (item: StaffInquiry): Draft => ({
  stage: item.stage,
  cancelReason: item.cancelReason ?? '',
  ownerId: item.ownerId ?? '',
  followUpOn: item.followUpOn ?? '',
  quote: item.quoteUsd === null ? '' : String(item.quoteUsd),
});

/** What the draft changes of the stored record, as the columns the database takes. */
function changesOf(item: StaffInquiry, draft: Draft): InquiryChanges {
  const changes: InquiryChanges = {};
  if (draft.stage !== item.stage) changes.stage = draft.stage;
  if (draft.stage === 'cancelled') {
    const reason = draft.cancelReason || null;
    if (reason !== (item.stage === 'cancelled' ? item.cancelReason : null)) changes.cancel_reason = reason;
  }
  if ((draft.ownerId || null) !== item.ownerId) changes.owner_id = draft.ownerId || null;
  if ((draft.followUpOn || null) !== item.followUpOn) changes.follow_up_on = draft.followUpOn || null;
  const quote = draft.quote.trim() === '' ? null : Number(draft.quote);
  if (quote !== item.quoteUsd) changes.quote_usd = quote;
  return changes;
}

/**
 * The pipeline of one inquiry or request, in its details: stage (with the reason when cancelled), owner,
 * follow-up date and the quoted amount (staff only), saved together; and "Log a reply", which counts as the
 * first response. Works offline like the note: the change waits on the device.
 */
export function PipelineEditor({ item, admins, me, waiting, onSave }: PipelineEditorProps) {
  const { t, i18n } = useTranslation('admin-inquiries');
  const [stored, setStored] = useState(item);
  const [draft, setDraft] = useState(() => draftOf(item));
  const [state, setState] = useState<SaveState>('idle');
  const ids = { stage: useId(), reason: useId(), owner: useId(), followUp: useId(), quote: useId(), hint: useId() };

  // The record changed elsewhere (another admin, a sync): an untouched draft follows it.
  if (item !== stored) {
    setStored(item);
    if (Object.keys(changesOf(stored, draft)).length === 0) setDraft(draftOf(item));
  }

  const quote = draft.quote.trim() === '' ? null : Number(draft.quote);
  const quoteValid = quote === null || (Number.isFinite(quote) && quote >= 0 && quote <= QUOTE_USD_MAX);
  const changes = changesOf(item, draft);
  const unchanged = Object.keys(changes).length === 0;
  const set = (change: Partial<Draft>) => {
    setDraft((current) => ({ ...current, ...change }));
    if (state !== 'saving') setState('idle');
  };

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'saving' || unchanged || !quoteValid) return;
    setState('saving');
    setState(await onSave(changes));
  }

  async function logReply() {
    setState('saving');
    setState(await onSave({ last_reply_at: new Date().toISOString() }));
  }

  const ownerOptions = [...admins];
  if (item.ownerId && !ownerOptions.some((admin) => admin.userId === item.ownerId))
    ownerOptions.push({ userId: item.ownerId, email: t('pipeline.formerAdmin') });

  return (
    <form className="pipeline-editor" onSubmit={(event) => void save(event)} aria-label={t('pipeline.title')}>
      <h3>{t('pipeline.title')}</h3>
      <div className="pipeline-fields">
        <div className="field">
          <label htmlFor={ids.stage}>{t('pipeline.stage')}</label>
          <select id={ids.stage} value={draft.stage} onChange={(event) => set({ stage: event.target.value as Stage })}>
            {STAGES.map((stage) => (
              <option key={stage} value={stage}>
                {t(`stage.${stage}`)}
              </option>
            ))}
          </select>
        </div>
        {draft.stage === 'cancelled' && (
          <div className="field">
            <label htmlFor={ids.reason}>{t('pipeline.reason')}</label>
            <select
              id={ids.reason}
              value={draft.cancelReason}
              onChange={(event) => set({ cancelReason: event.target.value as CancelReason | '' })}
            >
              <option value="">{t('pipeline.noReason')}</option>
              {CANCEL_REASONS.map((reason) => (
                <option key={reason} value={reason}>
                  {t(`cancelReason.${reason}`)}
                </option>
              ))}
            </select>
          </div>
        )}
        <div className="field">
          <label htmlFor={ids.owner}>{t('pipeline.owner')}</label>
          <select id={ids.owner} value={draft.ownerId} onChange={(event) => set({ ownerId: event.target.value })}>
            <option value="">{t('pipeline.nobody')}</option>
            {ownerOptions.map((admin) => (
              <option key={admin.userId} value={admin.userId}>
                {admin.userId === me ? t('pipeline.you', { email: admin.email }) : admin.email}
              </option>
            ))}
          </select>
          {me && draft.ownerId !== me && (
            <button type="button" className="button button-light pipeline-mine" onClick={() => set({ ownerId: me })}>
              {t('pipeline.assignToMe')}
            </button>
          )}
        </div>
        <div className="field">
          <label htmlFor={ids.followUp}>{t('pipeline.followUp')}</label>
          <input
            id={ids.followUp}
            type="date"
            value={draft.followUpOn}
            onChange={(event) => set({ followUpOn: event.target.value })}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.quote}>{t('pipeline.quote')}</label>
          <input
            id={ids.quote}
            type="number"
            inputMode="decimal"
            min={0}
            max={QUOTE_USD_MAX}
            step="0.01"
            value={draft.quote}
            aria-invalid={!quoteValid}
            aria-describedby={ids.hint}
            onChange={(event) => set({ quote: event.target.value })}
          />
          <p id={ids.hint} className={quoteValid ? 'note-counter' : 'field-error'}>
            {quoteValid ? t('pipeline.quoteHint') : t('pipeline.quoteInvalid', { max: QUOTE_USD_MAX })}
          </p>
        </div>
      </div>
      <div className="note-actions">
        <button type="submit" className="button" disabled={state === 'saving' || unchanged || !quoteValid}>
          {state === 'saving' ? t('note.saving') : t('pipeline.save')}
        </button>
        <button
          type="button"
          className="button button-light"
          disabled={state === 'saving'}
          onClick={() => void logReply()}
        >
          {t('pipeline.logReply')}
        </button>
        {waiting && <SyncMark />}
      </div>
      <p className="note-counter">
        {item.lastReplyAt
          ? t('pipeline.lastReply', { date: formatDateTime(item.lastReplyAt, i18n.language) })
          : t('pipeline.noReply')}
      </p>
      <div role="status" className="note-status">
        {(state === 'saved' || state === 'unchanged') && <p>{t('pipeline.saved')}</p>}
        {state === 'queued' && <p>{t('pipeline.queued')}</p>}
      </div>
      <div role="alert">{state === 'failed' && <p className="form-banner error">{t('pipeline.failed')}</p>}</div>
    </form>
  );
}
