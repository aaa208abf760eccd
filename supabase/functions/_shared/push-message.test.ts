import { describe, expect, it } from 'vitest';
import { renderPushMessage } from './push-message.ts';
import { FULL_RECORDS, minimalRecord } from './submission-fixtures.ts';
import { SUBMISSION_KINDS } from './submissions.ts';
import { charLength } from './text.ts';

const PAYLOAD_MAX_BYTES = 3 * 1024;
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).length;

describe('renderPushMessage', () => {
  it('names what arrived and who sent it', () => {
    expect(renderPushMessage({ kind: 'tour_inquiry', record: FULL_RECORDS.tour_inquiry })).toEqual({
      title: 'New tour enquiry',
      body: 'Jane Doe – Cultural Triangle 5 Days\nWe would love to see Sigiriya at sunrise. One of us is vegetarian.',
      tag: '3f2a9c1e-8b7d-4e2f-9a1b-123456789abc',
      url: '/admin/inquiries?open=3f2a9c1e-8b7d-4e2f-9a1b-123456789abc',
    });
    expect(renderPushMessage({ kind: 'custom_tour_request', record: FULL_RECORDS.custom_tour_request }).body).toMatch(
      /^Max Mustermann – tailor-made tour, 3-4 people, 12.+20 Jan 2027\nKandy, Ella Yala for a safari$/,
    );
    expect(renderPushMessage({ kind: 'review', record: FULL_RECORDS.review }).body).toBe(
      'Claire Martin – Southern Coastal 6 Days, rated 5/5\nOur driver Nuwan was wonderful. The whales at Mirissa were unforgettable.',
    );
    expect(renderPushMessage({ kind: 'custom_review', record: FULL_RECORDS.custom_review }).title).toBe(
      'New custom tour review',
    );
  });

  it.each(SUBMISSION_KINDS)('tags a %s with its id and opens it in the portal', (kind) => {
    const record = FULL_RECORDS[kind];
    const message = renderPushMessage({ kind, record });
    expect(message.tag).toBe(record.id);
    expect(message.url).toMatch(new RegExp(`^/admin/[a-z-]+\\?open=${String(record.id)}$`));
  });

  it.each(SUBMISSION_KINDS)('leaves out a missing optional text of a %s', (kind) => {
    const message = renderPushMessage({ kind, record: minimalRecord(kind) });
    expect(JSON.stringify(message)).not.toMatch(/null|undefined/);
  });

  it('has a test message that opens the settings', () => {
    expect(renderPushMessage({ kind: 'test' })).toMatchObject({ tag: 'test', url: '/admin/settings' });
    expect(renderPushMessage({ kind: 'test' }).title).toBe('Test notification');
  });

  it('copes without a record', () => {
    const message = renderPushMessage({ kind: 'review' });
    expect(message).toMatchObject({ title: 'New tour review', tag: 'review', url: '/admin/reviews' });
    expect(JSON.stringify(message)).not.toMatch(/null|undefined/);
  });

  it.each(SUBMISSION_KINDS)('stays small and on one line per part with the longest %s', (kind) => {
    const huge = '𝒜😀é\u0301'.repeat(700);
    const record: Record<string, unknown> = { ...FULL_RECORDS[kind] };
    for (const column of [
      'tour_title',
      'first_name',
      'last_name',
      'full_name',
      'customer_name',
      'message',
      'tour_places',
      'comment',
      'number_of_people',
    ]) {
      record[column] = `${huge}\r\nBcc: x@evil.test\t<script>alert(1)</script>`;
    }
    const message = renderPushMessage({ kind, record });
    expect(bytes(message)).toBeLessThan(PAYLOAD_MAX_BYTES);
    expect(charLength(message.title)).toBeLessThanOrEqual(100);
    expect(charLength(message.body)).toBeLessThanOrEqual(300);
    expect(message.title).not.toMatch(/[\r\n\t]/);
    // One line for the traveller and tour, one for their words: never a line a header could start on.
    expect(message.body.split('\n').length).toBeLessThanOrEqual(2);
    expect(message.body).not.toMatch(/[\r\t]/);
    expect(message.body).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/);
  });

  it('leaves a non-uuid id out of the link instead of making the payload large', () => {
    const message = renderPushMessage({ kind: 'review', record: { ...FULL_RECORDS.review, id: 'x'.repeat(5000) } });
    expect(message.url).toBe('/admin/reviews');
    expect(message.tag).toBe('review');
  });
});
