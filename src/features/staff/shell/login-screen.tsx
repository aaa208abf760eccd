import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { SubmitButton, TextField, useFormState, type FormParser } from '../../../components/form-fields';
import { validateLogin, type LoginValues } from './auth-messages';
import { AdminTitle } from '../../../components/admin-title';
import { signIn, useAdminAuth } from './auth-store';

/** The sign-in rules (validateLogin) in the shape the form state validates with: one message per field. */
const loginRules: FormParser<LoginValues> = {
  safeParse(input) {
    const values = input as LoginValues;
    const issues = Object.entries(validateLogin(values)).map(([field, message]) => ({ path: [field], message }));
    return issues.length > 0 ? { success: false, error: { issues } } : { success: true, data: values };
  },
};

/** 'Admin Portal' sign-in. Deliberately shows no example address or credentials (the old screen did). */
export function LoginScreen() {
  const { t } = useTranslation('admin');
  const authError = useAdminAuth((state) => state.error);
  const { setField, validate, formRef, bind, submitting, setSubmitting } = useFormState<LoginValues>(
    { email: '', password: '' },
    t,
    'login',
  );

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const login = validate(loginRules);
    if (!login) return;
    setSubmitting(true);
    await signIn(login.email, login.password);
    setSubmitting(false);
    // A failed sign-in keeps the e-mail (typos are the usual cause) but never the password.
    setField('password', '');
  }

  return (
    <main id="main" className="admin-gate">
      <AdminTitle section={t('login.title')} />
      <div className="card admin-login">
        <h1>{t('portal')}</h1>
        <p>{t('login.intro')}</p>
        <form ref={formRef} noValidate onSubmit={(event) => void submit(event)} className="form">
          <div role="alert" className={authError ? 'admin-alert' : undefined}>
            {authError ? t(authError) : null}
          </div>
          <TextField {...bind('email')} type="email" autoComplete="username" inputMode="email" />
          <TextField {...bind('password')} type="password" autoComplete="current-password" />
          <SubmitButton
            busy={submitting}
            label={t('login.submit')}
            busyLabel={t('login.submitting')}
            className="button button-block"
          />
        </form>
      </div>
    </main>
  );
}
