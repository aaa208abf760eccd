import { describe, expect, it } from 'vitest';
import {
  canRetry,
  countDead,
  failureReason,
  nextAttempt,
  toNotificationJob,
  type NotificationJobRow,
} from './notification-models';

const row: NotificationJobRow = {
  id: '00000000-0000-4000-8000-000000000001',
  kind: 'tour_inquiry',
  channel: 'email',
  audience: 'traveller',
  recipient: 'jane@example.com',
  state: 'pending',
  attempts: 0,
  next_attempt_at: '2026-11-26T09:00:00Z',
  last_error: null,
  created_at: '2026-11-26T09:00:00Z',
  sent_at: null,
};

describe('toNotificationJob', () => {
  it('maps a row to the names the page uses', () => {
    expect(toNotificationJob({ ...row, state: 'failed', attempts: 2, last_error: 'SMTP 451' })).toEqual({
      id: row.id,
      kind: 'tour_inquiry',
      channel: 'email',
      audience: 'traveller',
      recipient: 'jane@example.com',
      state: 'failed',
      attempts: 2,
      nextAttemptAt: '2026-11-26T09:00:00Z',
      lastError: 'SMTP 451',
      createdAt: '2026-11-26T09:00:00Z',
      sentAt: null,
    });
  });

  it('knows the overdue alerts', () => {
    expect(toNotificationJob({ ...row, kind: 'tour_inquiry_overdue', audience: 'staff' }).kind).toBe(
      'tour_inquiry_overdue',
    );
    expect(toNotificationJob({ ...row, kind: 'custom_tour_request_overdue', audience: 'staff' }).kind).toBe(
      'custom_tour_request_overdue',
    );
  });

  it('shows a kind this version does not know as other, and an unknown state as dead (it needs a look)', () => {
    const job = toNotificationJob({ ...row, kind: 'newsletter', state: 'paused' });
    expect(job.kind).toBe('other');
    expect(job.state).toBe('dead');
  });

  it('treats a blank error as no error', () => {
    expect(toNotificationJob({ ...row, last_error: '  ' }).lastError).toBeNull();
  });

  it('keeps push and staff', () => {
    const job = toNotificationJob({ ...row, channel: 'push', audience: 'staff', recipient: 'sub-id' });
    expect([job.channel, job.audience]).toEqual(['push', 'staff']);
  });
});

describe('canRetry', () => {
  it('offers a retry on failed and dead jobs only, as retry_notification_job accepts', () => {
    expect(canRetry({ state: 'failed' })).toBe(true);
    expect(canRetry({ state: 'dead' })).toBe(true);
    expect(canRetry({ state: 'pending' })).toBe(false);
    expect(canRetry({ state: 'sent' })).toBe(false);
  });
});

describe('countDead', () => {
  it('counts the given-up jobs', () => {
    expect(countDead([{ state: 'dead' }, { state: 'sent' }, { state: 'dead' }, { state: 'failed' }])).toBe(2);
    expect(countDead([])).toBe(0);
  });
});

describe('nextAttempt', () => {
  const at = '2026-11-26T09:04:00Z';
  it('is the due time of jobs still to be sent', () => {
    expect(nextAttempt({ state: 'pending', nextAttemptAt: at })).toBe(at);
    expect(nextAttempt({ state: 'failed', nextAttemptAt: at })).toBe(at);
  });
  it('is null for sent and dead jobs', () => {
    expect(nextAttempt({ state: 'sent', nextAttemptAt: at })).toBeNull();
    expect(nextAttempt({ state: 'dead', nextAttemptAt: at })).toBeNull();
  });
});

describe('failureReason', () => {
  it("prefers the server's message over the helper's prefixed one", () => {
    const error = new Error('Retry notification: Only admins may retry notifications', {
      cause: { message: 'Only admins may retry notifications', code: '42501' },
    });
    expect(failureReason(error)).toBe('Only admins may retry notifications');
  });
  it('falls back to the error itself', () => {
    expect(failureReason(new Error('Failed to fetch'))).toBe('Failed to fetch');
    expect(failureReason('timeout')).toBe('timeout');
  });
});
