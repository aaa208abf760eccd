// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { TourSummary } from '../../content/types';
import type { SubmitResult } from '../../offline/outbox-runtime';
import {
  alerts,
  deferred,
  description,
  fill,
  FORM_TEST_TIMEOUT_MS,
  renderInEnglish,
} from '../../testing/render-in-english';
import { submitCustomReview } from './api/submit-custom-review';
import { submitReview } from './api/submit-review';
import type { TourReview } from './review-schemas';
import ShareExperienceDialog from './share-experience-dialog';
import WriteReviewDialog from './write-review-dialog';

// What leaves the form: the review, handed to the outbox and the server.
vi.mock('./api/submit-review', () => ({ submitReview: vi.fn() }));
vi.mock('./api/submit-custom-review', () => ({ submitCustomReview: vi.fn() }));
const send = vi.mocked(submitReview);
const sendCustom = vi.mocked(submitCustomReview);

const TOUR = { slug: 'grand-circle-18day', title: 'Grand Circle' } as TourSummary;

const onClose = vi.fn<() => void>();
const onSubmitted = vi.fn<(message: string) => void>();
beforeEach(() => {
  send.mockReset();
  sendCustom.mockReset();
  onClose.mockReset();
  onSubmitted.mockReset();
});

/** The tour page's review modal, open. */
function renderTourReview() {
  return renderInEnglish(<WriteReviewDialog tour={TOUR} open onClose={onClose} onSubmitted={onSubmitted} />);
}

const field = (label: string | RegExp) => screen.getByLabelText(label) as HTMLInputElement;
const submitButton = () => screen.getByRole('button', { name: /Submit/ }) as HTMLButtonElement;
const rating = (label: string | RegExp) => screen.getByRole('radiogroup', { name: label });

async function rate(user: ReturnType<typeof userEvent.setup>, label: string, stars: number) {
  await user.click(within(rating(label)).getByRole('radio', { name: stars === 1 ? '1 star' : `${stars} stars` }));
}

async function fillIn(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, field('Your Name'), 'Jane Doe');
  await fill(user, field('Email'), 'jane@example.com');
  await fill(user, field('Country'), 'United Kingdom');
  await rate(user, 'Overall Experience', 5);
  await rate(user, 'Tour Quality', 4);
  await rate(user, 'Destinations', 5);
  await rate(user, 'Customer Service', 5);
  await rate(user, 'Value for Money', 3);
  await fill(user, field('Your Review'), 'Ten days of tea hills and temples.');
  await fill(user, field(/Recommendations for Other Travelers/), 'Take the train to Ella.');
  await user.click(field('I would recommend this tour to others'));
}

const FILLED: TourReview = {
  tourId: TOUR.slug,
  tourTitle: TOUR.title,
  customerName: 'Jane Doe',
  email: 'jane@example.com',
  country: 'United Kingdom',
  ratings: { overall: 5, quality: 4, locations: 5, amenities: 0, service: 5, price: 3 },
  comment: 'Ten days of tea hills and temples.',
  recommendations: 'Take the train to Ella.',
  wouldRecommend: false,
};

describe('The review modals', { timeout: FORM_TEST_TIMEOUT_MS }, () => {
  it('shows the spec message of every required field and rating, focuses the first and sends nothing', async () => {
    const user = userEvent.setup({ delay: null });
    renderTourReview();
    expect(field('I would recommend this tour to others').checked).toBe(true);
    await user.click(submitButton());

    expect(alerts()).toEqual([
      'Name is required',
      'Email is required',
      'Country is required',
      'Overall Experience rating is required',
      'Tour Quality rating is required',
      'Destinations rating is required',
      'Customer Service rating is required',
      'Value for Money rating is required',
      'Please share your experience',
    ]);
    expect(rating(/Accommodations/).hasAttribute('aria-invalid')).toBe(false);
    expect(rating('Tour Quality').getAttribute('aria-invalid')).toBe('true');
    expect(description(rating('Tour Quality'))).toBe('Tour Quality rating is required');
    expect(document.activeElement).toBe(field('Your Name'));
    expect(send).not.toHaveBeenCalled();

    await rate(user, 'Tour Quality', 4);
    expect(screen.queryByText('Tour Quality rating is required')).toBeNull();
    await user.type(field('Email'), 'jane@');
    await fill(user, field('Your Review'), 'Too short');
    await user.click(submitButton());
    expect(description(field('Email'))).toBe(
      'Not published. Reviews from e-mails we know from an inquiry are marked as validated. Invalid email format',
    );
    expect(description(field('Your Review'))).toBe('At least 10 characters. Please write at least 10 characters');
  });

  it('sends the review, says "Submitting..." meanwhile, then thanks and resets', async () => {
    const user = userEvent.setup({ delay: null });
    const pending = deferred<SubmitResult>();
    send.mockReturnValue(pending.promise);
    renderTourReview();
    await fillIn(user);
    await user.click(submitButton());

    expect(send).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledWith(FILLED, undefined);
    expect(submitButton().textContent).toBe('Submitting...');
    expect(submitButton().disabled).toBe(true);

    pending.resolve({ id: 'v1', reference: 'LT-REV1', delivered: true, refused: false });
    await waitFor(() =>
      expect(onSubmitted).toHaveBeenCalledWith('Thank you for your review! It will be published after admin approval.'),
    );
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(submitButton().textContent).toBe('Submit Review');
    expect(field('Your Name').value).toBe('');
    expect(field('I would recommend this tour to others').checked).toBe(true);
    expect(within(rating('Overall Experience')).queryByRole('radio', { checked: true })).toBeNull();
  });

  it('shows the red banner when sending fails, and keeps everything entered', async () => {
    const user = userEvent.setup({ delay: null });
    send.mockRejectedValueOnce(new Error('QuotaExceededError'));
    renderTourReview();
    await fillIn(user);
    await user.click(submitButton());

    const banner = await screen.findByText('Failed to submit review. Please try again.');
    expect(banner.closest('[role="alert"]')?.className).toBe('form-banner error');
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(onClose).not.toHaveBeenCalled();
    expect(submitButton().textContent).toBe('Submit Review');
    expect(submitButton().disabled).toBe(false);
    expect(field('Your Name').value).toBe('Jane Doe');
    expect(field('Your Review').value).toBe('Ten days of tea hills and temples.');
    expect(field(/Recommendations/).value).toBe('Take the train to Ella.');
    expect(field('I would recommend this tour to others').checked).toBe(false);
    expect(within(rating('Value for Money')).getByRole('radio', { checked: true }).getAttribute('value')).toBe('3');

    // Sending again sends the same review; the banner goes once it has gone through.
    send.mockResolvedValueOnce({ id: 'v1', reference: 'LT-REV1', delivered: false, refused: false });
    await user.click(submitButton());
    expect(send).toHaveBeenLastCalledWith(FILLED, undefined);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledTimes(1));
    expect(onSubmitted.mock.calls[0]![0]).toContain('It has been saved on this device');
    expect(screen.queryByText('Failed to submit review. Please try again.')).toBeNull();
  });

  it('asks for the custom review ratings with their labels and has no recommendations', async () => {
    const user = userEvent.setup({ delay: null });
    renderInEnglish(<ShareExperienceDialog open onClose={onClose} onSubmitted={onSubmitted} />);
    expect(screen.getByRole('heading', { name: 'Share Your Custom Tour Experience' })).toBeTruthy();
    expect(screen.queryByLabelText(/Recommendations/)).toBeNull();
    await user.click(submitButton());
    expect(screen.getByText('Guide Service rating is required')).toBeTruthy();
    expect(sendCustom).not.toHaveBeenCalled();
  });
});
