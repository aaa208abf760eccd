/**
 * Settings › Admin accounts: who may use the portal, adding one (a new account gets the password typed
 * here, to be handed over in person) and taking the rights away (never from the last admin).
 */
import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { StatusMessage } from '../../../components/form-banner';
import { formatDateTime } from '../../../lib/date-format';
import {
  AccountError,
  addAdminAccount,
  listAdminAccounts,
  removeAdminAccount,
  type AdminAccount,
} from './accounts-api';
import './accounts.css';

type State = { status: 'loading' } | { status: 'failed' } | { status: 'ready'; accounts: AdminAccount[] };
type Notice = { tone: 'success' | 'error'; text: string } | null;

/** Shortest password of a new staff account (the database's and the admin CLI's rule). */
const MIN_PASSWORD_LENGTH = 12;

export function AdminAccountsSection({ userId }: { userId: string | null }) {
  const { t, i18n } = useTranslation('admin');
  const [state, setState] = useState<State>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [busy, setBusy] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const [removing, setRemoving] = useState<AdminAccount | null>(null);
  const headingId = useId();
  const emailId = useId();
  const passwordId = useId();

  useEffect(() => {
    let active = true;
    listAdminAccounts().then(
      (accounts) => active && setState({ status: 'ready', accounts }),
      (error: unknown) => {
        console.error('Admin accounts could not be read', error);
        if (active) setState({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const refusal = (error: unknown) =>
    t(`settings.accounts.refused.${error instanceof AccountError ? error.refusal : 'failed'}`);

  async function add(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setNotice(null);
    try {
      const outcome = await addAdminAccount(email.trim(), password);
      setNotice({ tone: 'success', text: t(`settings.accounts.added.${outcome}`, { email: email.trim() }) });
      setEmail('');
      setPassword('');
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error) });
    } finally {
      setBusy(false);
    }
  }

  async function remove() {
    if (!removing) return;
    setBusy(true);
    setNotice(null);
    try {
      await removeAdminAccount(removing.email);
      setNotice({ tone: 'success', text: t('settings.accounts.removed', { email: removing.email }) });
      reload();
    } catch (error) {
      setNotice({ tone: 'error', text: refusal(error) });
    } finally {
      setBusy(false);
      setRemoving(null);
    }
  }

  const only = state.status === 'ready' && state.accounts.length <= 1;
  const shortPassword = password !== '' && password.length < MIN_PASSWORD_LENGTH;

  return (
    <section className="card admin-panel admin-accounts" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('settings.accounts.title')}</h2>
      <p className="admin-accounts-muted">{t('settings.accounts.intro')}</p>
      {state.status === 'loading' && <p role="status">{t('settings.accounts.loading')}</p>}
      {state.status === 'failed' && (
        <div className="form-banner error" role="alert">
          <p>{t('settings.accounts.loadFailed')}</p>
          <button type="button" className="button button-light" onClick={reload}>
            {t('settings.accounts.tryAgain')}
          </button>
        </div>
      )}
      {state.status === 'ready' && (
        <ul className="admin-accounts-list">
          {state.accounts.map((account) => (
            <li key={account.userId}>
              <p>
                <strong>{account.email}</strong>
                {account.userId === userId && ` (${t('settings.accounts.you')})`}
                <br />
                <span className="admin-accounts-muted">
                  {t('settings.accounts.since', { date: formatDateTime(account.createdAt, i18n.language) })}
                </span>
              </p>
              <button
                type="button"
                className="button button-light"
                disabled={busy || only}
                aria-label={t('settings.accounts.removeNamed', { email: account.email })}
                aria-describedby={only ? `${headingId}-only` : undefined}
                onClick={() => setRemoving(account)}
              >
                {t('settings.accounts.remove')}
              </button>
            </li>
          ))}
        </ul>
      )}
      {only && (
        <p id={`${headingId}-only`} className="admin-accounts-muted">
          {t('settings.accounts.onlyAdmin')}
        </p>
      )}

      <form className="admin-accounts-add" onSubmit={(event) => void add(event)} aria-busy={busy}>
        <h3>{t('settings.accounts.addTitle')}</h3>
        <div className="field">
          <label htmlFor={emailId}>{t('settings.accounts.email')}</label>
          <input
            id={emailId}
            type="email"
            autoComplete="off"
            required
            value={email}
            disabled={busy}
            onChange={(event) => setEmail(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={passwordId}>{t('settings.accounts.password')}</label>
          <input
            id={passwordId}
            type="password"
            autoComplete="new-password"
            value={password}
            disabled={busy}
            aria-invalid={shortPassword || undefined}
            aria-describedby={`${passwordId}-help`}
            onChange={(event) => setPassword(event.target.value)}
          />
          <p id={`${passwordId}-help`} className="admin-accounts-muted">
            {t('settings.accounts.passwordHelp', { count: MIN_PASSWORD_LENGTH })}
          </p>
        </div>
        <button type="submit" className="button" disabled={busy || shortPassword}>
          {busy ? t('settings.accounts.adding') : t('settings.accounts.add')}
        </button>
      </form>
      <StatusMessage tone={notice?.tone}>{notice?.text}</StatusMessage>

      <ConfirmDialog
        open={removing !== null}
        title={t('settings.accounts.confirmTitle')}
        message={t(removing?.userId === userId ? 'settings.accounts.confirmSelf' : 'settings.accounts.confirm', {
          email: removing?.email ?? '',
        })}
        confirmLabel={t('settings.accounts.remove')}
        busyLabel={t('settings.accounts.removing')}
        cancelLabel={t('settings.accounts.cancel')}
        closeLabel={t('settings.accounts.close')}
        busy={busy}
        onConfirm={() => void remove()}
        onClose={() => setRemoving(null)}
      />
    </section>
  );
}
