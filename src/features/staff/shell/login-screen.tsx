import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { TextField } from '../../../components/form-fields';
import { validateLogin, type LoginErrors, type LoginValues } from './auth-messages';
import { AdminTitle } from '../../../components/admin-title';
import { signIn, useAdminAuth } from './auth-store';

/** 'Admin Portal' sign-in. Deliberately shows no example address or credentials (the old screen did). */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const authError = useAdminAuth((state) => state.error);
  const [values, setValues] = useState<LoginValues>({ email: '', password: '' });
  const [errors, setErrors] = useState<LoginErrors>({});
  const [busy, setBusy] = useState(false);

  function setField(name: keyof LoginValues, value: string) {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors(({ [name]: _cleared, ...rest }) => rest);
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    if (busy) return;
    const found = validateLogin(values);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      // The invalid marks render with this state change: look for them once it has landed.
      requestAnimationFrame(() => form.querySelector<HTMLInputElement>('[aria-invalid="true"]')?.focus());
      return;
    }
    setBusy(true);
    await signIn(values.email, values.password);
    setBusy(false);
    // A failed sign-in keeps the e-mail (typos are the usual cause) but never the password.
    setValues((current) => ({ ...current, password: '' }));
  }

  return (
    <main id="main" className="admin-gate">
      <AdminTitle section={t('login.title')} />
      <div className="card admin-login">
        <h1>{t('portal')}</h1>
        <p>{t('login.intro')}</p>
        <form noValidate onSubmit={(event) => void submit(event)} className="form">
          <div role="alert" className={authError ? 'admin-alert' : undefined}>
            {authError ? t(authError) : null}
          </div>
          <TextField
            label={t('login.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={values.email}
            error={errors.email ? t(errors.email) : undefined}
            onChange={(value) => setField('email', value)}
          />
          <TextField
            label={t('login.password')}
            type="password"
            name="password"
            autoComplete="current-password"
            value={values.password}
            error={errors.password ? t(errors.password) : undefined}
            onChange={(value) => setField('password', value)}
          />
          <button type="submit" className="button button-block" disabled={busy}>
            {busy ? t('login.submitting') : t('login.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
