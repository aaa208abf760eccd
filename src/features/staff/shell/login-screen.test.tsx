// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred, description, fill, FORM_TEST_TIMEOUT_MS, renderInEnglish } from '../../../testing/render-in-english';
import { useAdminAuth } from './auth-store';
import { LoginScreen } from './login-screen';

// What leaves the screen: the sign-in request to Supabase Auth.
const signInWithPassword = vi.fn();
vi.mock('../../../lib/supabase', () => ({
  getSupabase: () => Promise.resolve({ auth: { signInWithPassword } }),
}));

const INVALID_CREDENTIALS = {
  data: { user: null, session: null },
  error: { name: 'AuthApiError', status: 400, code: 'invalid_credentials' },
};

beforeEach(() => {
  signInWithPassword.mockReset();
  useAdminAuth.setState({ status: 'signed-out', error: null });
});

const email = () => screen.getByLabelText('Email') as HTMLInputElement;
const password = () => screen.getByLabelText('Password') as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Sign/ }) as HTMLButtonElement;

describe('LoginScreen', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the spec messages for empty fields, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<LoginScreen />);
    expect(screen.getByRole('heading', { name: 'Admin Portal' })).toBeTruthy();
    await user.click(submitButton());

    expect(description(email())).toBe('Email is required');
    expect(description(password())).toBe('Password is required');
    expect(email().getAttribute('aria-invalid')).toBe('true');
    await waitFor(() => expect(document.activeElement).toBe(email()));
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('checks the e-mail format and the password length, and clears a message once its field is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<LoginScreen />);
    await fill(user, email(), 'staff@lanka');
    await fill(user, password(), 'abc');
    await user.click(submitButton());

    expect(description(email())).toBe('Invalid email format');
    expect(description(password())).toBe('Password must be at least 6 characters');
    await user.type(password(), 'def');
    expect(password().hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Password must be at least 6 characters')).toBeNull();
    expect(description(email())).toBe('Invalid email format');
    expect(signInWithPassword).not.toHaveBeenCalled();
  });

  it('signs in with the e-mail and password, saying "Signing in..." meanwhile', async () => {
    const user = userEvent.setup({ delay: null });
    const answer = deferred<typeof INVALID_CREDENTIALS>();
    signInWithPassword.mockReturnValue(answer.promise);
    renderInEnglish(<LoginScreen />);
    await fill(user, email(), ' staff@lankatours.example ');
    await fill(user, password(), 'correct horse');
    await user.click(submitButton());

    await waitFor(() => expect(signInWithPassword).toHaveBeenCalledTimes(1));
    expect(signInWithPassword).toHaveBeenCalledWith({ email: 'staff@lankatours.example', password: 'correct horse' });
    expect(submitButton().textContent).toBe('Signing in...');
    expect(submitButton().disabled).toBe(true);

    answer.resolve(INVALID_CREDENTIALS);
    await waitFor(() => expect(submitButton().textContent).toBe('Sign in'));
    expect(submitButton().disabled).toBe(false);
  });

  it('says why a sign-in failed, keeps the e-mail and never the password', async () => {
    const user = userEvent.setup({ delay: null });
    signInWithPassword.mockResolvedValue(INVALID_CREDENTIALS);
    renderInEnglish(<LoginScreen />);
    await fill(user, email(), 'staff@lankatours.example');
    await fill(user, password(), 'wrong password');
    await user.click(submitButton());

    const alert = await screen.findByText('Incorrect email or password.');
    expect(alert.getAttribute('role')).toBe('alert');
    expect(alert.className).toBe('admin-alert');
    expect(email().value).toBe('staff@lankatours.example');
    expect(password().value).toBe('');
    expect(submitButton().disabled).toBe(false);

    signInWithPassword.mockRejectedValue(new TypeError('Failed to fetch'));
    await fill(user, password(), 'another one');
    await user.click(submitButton());
    expect(await screen.findByText('Login failed. Please try again.')).toBeTruthy();
    expect(email().value).toBe('staff@lankatours.example');
  });
});
