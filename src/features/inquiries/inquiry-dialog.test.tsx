// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ReactNode } from 'react';
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
import { submitInquiry } from './api/submit-inquiry';
import { InquiryStatus } from './inquire-button';
import { InquiryDialog, type InquiryOutcome } from './inquiry-dialog';

// What leaves the dialog: the inquiry, handed to the outbox and the server.
vi.mock('./api/submit-inquiry', () => ({ submitInquiry: vi.fn() }));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, children }: { to: string; children: ReactNode }) => <a href={to}>{children}</a>,
}));
const send = vi.mocked(submitInquiry);

const TOUR = { slug: 'southern-coastal-explorer-6day', title: 'Southern Coastal Explorer' } as Parameters<
  typeof InquiryDialog
>[0]['tour'];

/** The WhatsApp tab the dialog opens in the submit event and points at the chat afterwards. */
let tab: { opener: unknown; closed: boolean; location: { replace: ReturnType<typeof vi.fn> } };
beforeEach(() => {
  send.mockReset();
  tab = { opener: window, closed: false, location: { replace: vi.fn() } };
  vi.spyOn(window, 'open').mockReturnValue(tab as unknown as Window);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 5, 15, 10, 30)); // 15 June 2026
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

/** The dialog as the tour page has it: open, and its outcome shown below the button once it closes. */
function TourPage({ onOutcome }: { onOutcome: (outcome: InquiryOutcome) => void }) {
  const [open, setOpen] = useState(true);
  const [outcome, setOutcome] = useState<InquiryOutcome>();
  return (
    <>
      <InquiryDialog
        tour={TOUR}
        open={open}
        onClose={() => setOpen(false)}
        onOutcome={(reported) => {
          onOutcome(reported);
          setOutcome(reported);
        }}
      />
      <InquiryStatus outcome={outcome} unavailable={false} />
    </>
  );
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Inquiry/, hidden: true }) as HTMLButtonElement;
const dialog = () => screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field('First Name'), 'Jane');
  await fill(user, field('Last Name'), 'Doe');
  await fill(user, field('Email'), 'jane@example.com');
  await fill(user, field('Phone'), '+44 7700 900123');
  await fill(user, field('Country'), 'United Kingdom');
  await user.type(field(/Preferred Date/), '2026-08-01');
  await user.selectOptions(field('Adults'), '2');
  await user.selectOptions(field('Children'), '1');
  await fill(user, field(/Message/), 'Whale watching, please');
}

const FILLED = {
  tourId: TOUR.slug,
  tourTitle: TOUR.title,
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
  preferredDate: '2026-08-01',
  adults: 2,
  children: 1,
  message: 'Whale watching, please',
};

describe('InquiryDialog', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('starts with 1 adult and 0 children, the date and message optional', () => {
    renderInEnglish(<TourPage onOutcome={vi.fn()} />);
    expect(screen.getByRole('heading', { name: 'Tour Inquiry' })).toBeTruthy();
    expect(screen.getByText('Southern Coastal Explorer')).toBeTruthy();
    expect(field('Adults').value).toBe('1');
    expect(field('Children').value).toBe('0');
    expect(field(/Preferred Date/).required).toBe(false);
    expect(field(/Message/).required).toBe(false);
    expect(field('First Name').required).toBe(true);
  });

  it('shows the spec message of every required field, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<TourPage onOutcome={vi.fn()} />);
    await user.click(submitButton());

    expect(alerts()).toEqual([
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Country is required',
    ]);
    expect(document.activeElement).toBe(field('First Name'));
    expect(description(field('Phone'))).toBe('With your country code, e.g. +44 7700 900123 Phone number is required');
    expect(send).not.toHaveBeenCalled();
    expect(window.open).not.toHaveBeenCalled();
    expect(dialog().open).toBe(true);

    await user.type(field('Last Name'), 'D');
    expect(screen.queryByText('Last name is required')).toBeNull();
    expect(field('Last Name').hasAttribute('aria-invalid')).toBe(false);
    await user.type(field('Email'), 'jane@');
    await user.click(submitButton());
    expect(description(field('Email'))).toBe('Please enter a valid email');
  });

  it('sends the inquiry, says "Sending Inquiry..." meanwhile, then closes, resets and opens WhatsApp', async () => {
    const user = userEvent.setup({ delay: null });
    const onOutcome = vi.fn();
    const pending = deferred<SubmitResult>();
    send.mockReturnValue(pending.promise);
    renderInEnglish(<TourPage onOutcome={onOutcome} />);
    await fillIn(user);
    await user.click(submitButton());

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(FILLED);
    expect(submitButton().textContent).toBe('Sending Inquiry...');
    expect(submitButton().disabled).toBe(true);

    pending.resolve({ id: 'i1', reference: 'LT-INQ42', delivered: true, refused: false });
    await waitFor(() => expect(dialog().open).toBe(false));
    const outcome = onOutcome.mock.calls[0]![0] as InquiryOutcome;
    expect(outcome).toMatchObject({ kind: 'delivered', reference: 'LT-INQ42' });
    expect(tab.location.replace).toHaveBeenCalledWith(outcome.whatsappUrl);
    expect(decodeURIComponent(outcome.whatsappUrl)).toContain('Reference: LT-INQ42');
    expect(screen.getByRole('status').textContent).toContain(
      'Thank you! Your inquiry has been sent and WhatsApp is opening. We will contact you soon!',
    );
    expect(field('First Name').value).toBe('');
    expect(field('Adults').value).toBe('1');
    expect(submitButton().textContent).toBe('Send Inquiry');
  });

  it('when even the device cannot store it, says so and hands every detail to WhatsApp', async () => {
    const user = userEvent.setup({ delay: null });
    const onOutcome = vi.fn();
    send.mockRejectedValue(new Error('QuotaExceededError'));
    renderInEnglish(<TourPage onOutcome={onOutcome} />);
    await fillIn(user);
    await user.click(submitButton());

    await waitFor(() => expect(onOutcome).toHaveBeenCalledTimes(1));
    const outcome = onOutcome.mock.calls[0]![0] as InquiryOutcome;
    expect(outcome.kind).toBe('failed');
    expect(tab.location.replace).toHaveBeenCalledWith(outcome.whatsappUrl);
    expect(decodeURIComponent(outcome.whatsappUrl)).toBe(
      'https://wa.me/94700000000?text=' +
        [
          "Hi! I'm interested in the Southern Coastal Explorer tour. Please contact me for details.",
          '',
          'Name: Jane Doe',
          'Country: United Kingdom',
          'Preferred date: 2026-08-01',
          'Adults: 2, Children: 1',
          'Message: Whale watching, please',
        ].join('\n'),
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toContain('Please contact us directly via WhatsApp which will open shortly.');
    expect(status.querySelector('.form-banner.error')).not.toBeNull();
  });
});
