/**
 * Settings › Notifications › what this admin is told about: per kind of submission, by e-mail and by
 * push, and extra addresses for their e-mails. Saved as the admin's own notification_settings row, which
 * the database reads when a submission arrives.
 */
import { useCallback, useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { StatusMessage } from '../../../../components/form-banner';
import { LoadFailed } from '../../../../components/load-failed';
import {
  NOTIFICATION_EXTRA_EMAILS_MAX,
  NOTIFICATION_SUBMISSION_KINDS,
  type NotificationSubmissionKind,
} from '../../../../config/limits';
import { readNotificationSettings } from '../api/read-notification-settings';
import { saveNotificationSettings } from '../api/save-notification-settings';
import {
  canAddExtraEmail,
  EXTRA_EMAIL_MAX_LENGTH,
  extraEmailProblems,
  isNetworkFailure,
  NOTIFICATION_CHANNELS,
  sameChoices,
  saveRefusal,
  toChoices,
  toSettingsRow,
  withKind,
  type ExtraEmailProblem,
  type NotificationChannel,
  type NotificationChoices,
} from '../notification-choices';
import { failureReason } from '../notification-models';
import '../../../../components/forms.css';
import './notification-choices.css';

type Loaded = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; saved: NotificationChoices };
type Notice = { tone: 'success' | 'error'; text: string } | null;
/** Where focus goes after the next render: an address row, or the Add button. */
type FocusTarget = { row: number } | 'add' | null;

export function NotificationChoicesForm() {
  const { t } = useTranslation('admin');
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [draft, setDraft] = useState<NotificationChoices | null>(null);
  // Shown from the first save on; editing a row clears its own.
  const [problems, setProblems] = useState<(ExtraEmailProblem | null)[]>([]);
  const [saving, setSaving] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [focusTarget, setFocusTarget] = useState<FocusTarget>(null);
  const [version, setVersion] = useState(0);
  const headingId = useId();
  const extraHintId = useId();
  const idPrefix = useId();
  const extraRef = useRef<HTMLFieldSetElement>(null);

  useEffect(() => {
    let current = true;
    readNotificationSettings().then(
      (row) => {
        if (!current) return;
        const saved = toChoices(row);
        setLoaded({ status: 'ready', saved });
        setDraft(saved);
      },
      (error: unknown) => {
        console.error('Notification settings could not be loaded', error);
        if (current) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      current = false;
    };
  }, [version]);

  useEffect(() => {
    if (focusTarget === null) return;
    const fieldset = extraRef.current;
    const target =
      focusTarget === 'add'
        ? fieldset?.querySelector<HTMLElement>('[data-add-address]')
        : fieldset?.querySelectorAll<HTMLInputElement>('input[type="email"]')[focusTarget.row];
    target?.focus();
  }, [focusTarget]);

  const retryLoad = useCallback(() => {
    setLoaded({ status: 'loading' });
    setVersion((value) => value + 1);
  }, []);

  function edit(next: NotificationChoices) {
    setDraft(next);
    // "Saved" no longer describes what the form shows.
    setNotice((current) => (current?.tone === 'success' ? null : current));
  }

  function setKind(channel: NotificationChannel, kind: NotificationSubmissionKind, on: boolean) {
    if (draft) edit(withKind(draft, channel, kind, on));
  }

  function setAddress(index: number, value: string) {
    if (!draft) return;
    edit({ ...draft, extraEmails: draft.extraEmails.map((address, i) => (i === index ? value : address)) });
    setProblems((current) => current.map((problem, i) => (i === index ? null : problem)));
  }

  function addAddress() {
    if (!draft || !canAddExtraEmail(draft)) return;
    edit({ ...draft, extraEmails: [...draft.extraEmails, ''] });
    setFocusTarget({ row: draft.extraEmails.length });
  }

  function removeAddress(index: number) {
    if (!draft) return;
    const extraEmails = draft.extraEmails.filter((_, i) => i !== index);
    edit({ ...draft, extraEmails });
    setProblems((current) => current.filter((_, i) => i !== index));
    // The row that took its place, else the one before, else the Add button.
    setFocusTarget(extraEmails.length === 0 ? 'add' : { row: Math.min(index, extraEmails.length - 1) });
  }

  function reasonOf(error: unknown): string {
    const cause = (error instanceof Error ? error.cause : undefined) as { code?: string; message?: string } | undefined;
    const refusal = saveRefusal(cause);
    if (refusal) return t(`settings.choices.refused.${refusal}`, { max: NOTIFICATION_EXTRA_EMAILS_MAX });
    if (isNetworkFailure(cause)) return t('settings.choices.noConnection');
    return failureReason(error);
  }

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!draft || saving) return;
    const found = extraEmailProblems(draft.extraEmails);
    setProblems(found);
    const firstInvalid = found.findIndex((problem) => problem !== null);
    if (firstInvalid >= 0) {
      setNotice({ tone: 'error', text: t('settings.choices.fixAddresses') });
      setFocusTarget({ row: firstInvalid });
      return;
    }
    const sent = draft;
    setSaving(true);
    setNotice(null);
    try {
      const saved = toChoices(await saveNotificationSettings(toSettingsRow(sent)));
      setLoaded({ status: 'ready', saved });
      // Changes made while the save was on its way stay in the form.
      setDraft((current) => (current === sent ? saved : current));
      setNotice({ tone: 'success', text: t('settings.choices.saved') });
    } catch (error) {
      console.error('Notification settings could not be saved', error);
      // The form keeps every change, so the admin can correct it or simply try again.
      setNotice({ tone: 'error', text: t('settings.choices.saveFailed', { reason: reasonOf(error) }) });
    } finally {
      setSaving(false);
    }
  }

  const kindLabel = (kind: NotificationSubmissionKind) => t(`settings.choices.kinds.${kind}`);
  const problemText = (problem: ExtraEmailProblem) =>
    t(`settings.choices.errors.${problem}`, { max: EXTRA_EMAIL_MAX_LENGTH });

  return (
    <div className="notification-choices">
      <h3 id={headingId}>{t('settings.choices.title')}</h3>
      <p className="admin-notifications-muted">{t('settings.choices.intro')}</p>

      {loaded.status === 'loading' && (
        <p className="admin-notifications-muted" role="status">
          {t('settings.choices.loading')}
        </p>
      )}
      {loaded.status === 'failed' && (
        <LoadFailed
          className="notification-choices-failed"
          message={t('settings.choices.loadFailed')}
          retryLabel={t('settings.choices.tryAgain')}
          onRetry={retryLoad}
        />
      )}
      {loaded.status === 'ready' && draft && (
        <form className="notification-choices-form" noValidate aria-labelledby={headingId} onSubmit={save}>
          <table className="admin-table notification-choices-table">
            <caption>{t('settings.choices.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('settings.choices.kindColumn')}</th>
                {NOTIFICATION_CHANNELS.map((channel) => (
                  <th key={channel} scope="col" className="notification-choices-channel">
                    {t(`settings.choices.${channel}`)}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {NOTIFICATION_SUBMISSION_KINDS.map((kind) => (
                <tr key={kind}>
                  <th scope="row">{kindLabel(kind)}</th>
                  {NOTIFICATION_CHANNELS.map((channel) => (
                    <td key={channel} className="notification-choices-channel">
                      {/* The whole cell is the target, large enough for a thumb. */}
                      <label className="notification-choices-check">
                        <input
                          type="checkbox"
                          checked={draft[channel].has(kind)}
                          onChange={(event) => setKind(channel, kind, event.target.checked)}
                        />
                        <span className="visually-hidden">
                          {t(`settings.choices.${channel}For`, { kind: kindLabel(kind) })}
                        </span>
                      </label>
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>

          <fieldset ref={extraRef} className="notification-choices-extra" aria-describedby={extraHintId}>
            <legend>{t('settings.choices.extraTitle')}</legend>
            <p id={extraHintId} className="admin-notifications-muted">
              {t('settings.choices.extraIntro', { max: NOTIFICATION_EXTRA_EMAILS_MAX })}
            </p>
            {draft.extraEmails.length === 0 ? (
              <p className="notification-choices-none">{t('settings.choices.extraNone')}</p>
            ) : (
              <ul className="notification-choices-addresses">
                {draft.extraEmails.map((address, index) => {
                  const id = `${idPrefix}-address-${index}`;
                  const problem = problems[index] ?? null;
                  return (
                    // By position: rows have no identity of their own, and focus is moved by index.
                    <li key={index} className={problem ? 'field has-error' : 'field'}>
                      <label htmlFor={id}>{t('settings.choices.extraLabel', { n: index + 1 })}</label>
                      <div className="notification-choices-address">
                        <input
                          id={id}
                          type="email"
                          inputMode="email"
                          autoComplete="off"
                          spellCheck={false}
                          maxLength={EXTRA_EMAIL_MAX_LENGTH}
                          value={address}
                          aria-invalid={problem ? true : undefined}
                          aria-describedby={problem ? `${id}-error` : undefined}
                          onChange={(event) => setAddress(index, event.target.value)}
                        />
                        <button type="button" className="button button-light" onClick={() => removeAddress(index)}>
                          {t('settings.choices.remove')}
                          <span className="visually-hidden"> {t('settings.choices.removeOf', { n: index + 1 })}</span>
                        </button>
                      </div>
                      {problem && (
                        <p id={`${id}-error`} className="field-error" role="alert">
                          {problemText(problem)}
                        </p>
                      )}
                    </li>
                  );
                })}
              </ul>
            )}
            {canAddExtraEmail(draft) && (
              <button type="button" className="button button-light" data-add-address onClick={addAddress}>
                {t('settings.choices.add')}
              </button>
            )}
            {/* Always in the page, so reaching the limit is announced. */}
            <p role="status" className="notification-choices-limit">
              {canAddExtraEmail(draft) ? null : t('settings.choices.limit', { max: NOTIFICATION_EXTRA_EMAILS_MAX })}
            </p>
          </fieldset>

          <div className="notification-choices-actions">
            <button type="submit" className="button" aria-disabled={saving}>
              {saving ? t('settings.choices.saving') : t('settings.choices.save')}
            </button>
            {!sameChoices(draft, loaded.saved) && (
              <span className="notification-choices-unsaved">{t('settings.choices.unsaved')}</span>
            )}
          </div>
          <StatusMessage tone={notice?.tone} className="admin-notifications-notice">
            {notice?.text}
          </StatusMessage>
        </form>
      )}
    </div>
  );
}
