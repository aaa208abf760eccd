// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SubmitResult } from '../../offline/outbox-runtime';
import {
  alerts,
  deferred,
  description,
  fill,
  FORM_TEST_TIMEOUT_MS,
  renderInEnglish,
} from '../../testing/render-in-english';
import { submitCustomTourRequest } from './api/submit-custom-tour-request';
import { CustomTourRequestForm } from './custom-tour-request-form';
import { janesRequest } from './custom-tour-request.fixtures';

// What leaves the form: the request, handed to the outbox and the server.
vi.mock('./api/submit-custom-tour-request', () => ({ submitCustomTourRequest: vi.fn() }));
const send = vi.mocked(submitCustomTourRequest);

const DELIVERED: SubmitResult = { id: 'r1', reference: 'LT-ABC123', delivered: true, refused: false };

beforeEach(() => {
  send.mockReset();
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30)); // 15 June 2026
});
afterEach(() => vi.useRealTimers());

const field = (label: string | RegExp) => screen.getByLabelText(label);
const submitButton = () => screen.getByRole('button', { name: /Submit/ });

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field('Full Name'), 'Jane Doe');
  await fill(user, field('Email'), 'jane@example.com');
  await fill(user, field('Phone'), '+44 7700 900123');
  await fill(user, field('Country'), 'United Kingdom');
  await user.type(field('Travel Start Date'), '2026-07-01');
  await user.type(field('Travel End Date'), '2026-07-14');
  await user.selectOptions(field('Number of People'), '3-4 people');
  await user.selectOptions(field('Budget Range (USD per person)'), '$2,500 - $5,000');
  await fill(user, field('Places You Would Like to Visit'), 'Sigiriya, Kandy, Ella');
  await fill(user, field('Hotel Preferences'), 'Boutique hotels');
  await fill(user, field(/Additional Requirements/), 'A child seat');
}

const FILLED = { ...janesRequest(), additionalRequirements: 'A child seat' };

describe('CustomTourRequestForm', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the spec message of every required field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<CustomTourRequestForm />);
    await user.click(submitButton());

    expect(alerts()).toEqual([
      'Full name is required',
      'Email is required',
      'Phone number is required',
      'Country is required',
      'Please select your travel start date',
      'Please select your travel end date',
      'Please select the number of people',
      'Please select a budget range',
      'Please tell us which places you would like to visit',
      'Please tell us your hotel preferences',
    ]);
    expect(document.activeElement).toBe(field('Full Name'));
    expect(field('Full Name').getAttribute('aria-invalid')).toBe('true');
    expect(description(field('Full Name'))).toBe('Full name is required');
    expect(field(/Additional Requirements/).hasAttribute('aria-invalid')).toBe(false);
    expect(send).not.toHaveBeenCalled();
  });

  it('clears the message of a field once it is edited', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<CustomTourRequestForm />);
    await user.click(submitButton());
    await user.type(field('Email'), 'jane@');
    expect(screen.queryByText('Email is required')).toBeNull();
    expect(field('Email').hasAttribute('aria-invalid')).toBe(false);
    expect(screen.getByText('Full name is required')).toBeTruthy();

    await user.click(submitButton());
    expect(description(field('Email'))).toBe('Please enter a valid email');
  });

  it('sends the request, says "Submitting Request..." meanwhile, then thanks and clears the form', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<SubmitResult>();
    send.mockReturnValue(pending.promise);
    renderInEnglish(<CustomTourRequestForm />);
    await fillIn(user);
    await user.click(submitButton());

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(FILLED, undefined);
    expect(submitButton().textContent).toContain('Submitting Request...');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(true);

    pending.resolve(DELIVERED);
    await waitFor(() => expect(submitButton().textContent).toContain('Submit Request'));
    expect(screen.getByRole('status').textContent).toContain(
      "Thank you! Your custom tour request has been submitted successfully. We'll contact you within 24 hours.",
    );
    expect(screen.getByRole('status').textContent).toContain('Reference: LT-ABC123');
    expect((field('Full Name') as HTMLInputElement).value).toBe('');
    expect((field('Number of People') as HTMLInputElement).value).toBe('');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
  });

  it('shows the error banner when even the device cannot store it, and keeps everything typed', async () => {
    const user = userEvent.setup({ delay: null });
    send.mockRejectedValue(new Error('QuotaExceededError'));
    renderInEnglish(<CustomTourRequestForm />);
    await fillIn(user);
    await user.click(submitButton());

    const banner = await screen.findByText('Something went wrong. Please try again or contact us directly.');
    expect(banner.closest('[role="alert"]')?.className).toBe('form-banner error');
    expect(submitButton().textContent).toContain('Submit Request');
    expect((submitButton() as HTMLButtonElement).disabled).toBe(false);
    expect((field('Full Name') as HTMLInputElement).value).toBe('Jane Doe');
    expect((field('Email') as HTMLInputElement).value).toBe('jane@example.com');
    expect((field('Travel End Date') as HTMLInputElement).value).toBe('2026-07-14');
    expect((field('Budget Range (USD per person)') as HTMLInputElement).value).toBe('2500-5000');
    expect((field('Hotel Preferences') as HTMLInputElement).value).toBe('Boutique hotels');
    expect((field(/Additional Requirements/) as HTMLInputElement).value).toBe('A child seat');

    // Sending again sends the same request.
    send.mockResolvedValue(DELIVERED);
    await user.click(submitButton());
    expect(send).toHaveBeenLastCalledWith(FILLED, undefined);
  });
});
