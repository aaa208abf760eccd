import { describe, expect, it } from 'vitest';
import { renderOverdueEmail, type RenderedEmail } from './email/render.ts';
import { OVERDUE_KINDS, renderOverduePush, type OverdueAlert, type OverdueKind } from './overdue.ts';
import { PUSH_BODY_MAX, PUSH_TITLE_MAX } from './push-message.ts';
import { FULL_RECORDS, minimalRecord } from './submission-fixtures.ts';
import { charLength } from './text.ts';

const SITE = 'https://lanka.example';

const INQUIRY_ID = String(FULL_RECORDS.tour_inquiry.id);
const REQUEST_ID = String(FULL_RECORDS.custom_tour_request.id);
const INQUIRY = { ...FULL_RECORDS.tour_inquiry, stage: 'new', owner_id: null, follow_up_on: null };
const REQUEST = {
  ...FULL_RECORDS.custom_tour_request,
  stage: 'quoted',
  owner_id: '0d8f6a2e-1111-4222-8333-444455556666',
  follow_up_on: '2026-11-24',
};

const late = (record: Record<string, unknown> = INQUIRY): OverdueAlert => ({
  kind: 'tour_inquiry_overdue',
  reason: 'no_response',
  dueOn: '2026-11-22',
  record,
});
const followUp = (record: Record<string, unknown> = REQUEST): OverdueAlert => ({
  kind: 'custom_tour_request_overdue',
  reason: 'follow_up',
  dueOn: '2026-11-24',
  record,
});

const email = (alert: OverdueAlert) => renderOverdueEmail({ alert, siteUrl: SITE });

function expectInBoth(rendered: RenderedEmail, text: string) {
  expect(rendered.text).toContain(text);
  expect(rendered.html).toContain(text.replace(/'/g, '&#x27;'));
}

describe('overdue push', () => {
  it('says why, who and what, and opens the record', () => {
    expect(renderOverduePush(late())).toEqual({
      title: 'No reply in 24 h: tour enquiry',
      body:
        'Jane Doe – Cultural Triangle 5 Days\nArrived Sat, 21 Nov 2026, 14:30 GMT+5:30; no reply yet. ' +
        'They were promised an answer within 24 hours.',
      tag: INQUIRY_ID,
      url: `/admin/inquiries?open=${INQUIRY_ID}`,
    });
    const message = renderOverduePush(followUp());
    expect(message.title).toBe('Follow-up due: custom tour request');
    expect(message.body).toMatch(/\nThe follow-up date, 24 Nov 2026, has passed and it is still quoted\.$/);
    expect(message.url).toBe(`/admin/custom-tours?open=${REQUEST_ID}`);
  });

  it.each(OVERDUE_KINDS)('keeps a %s short and free of null, whatever the record holds', (kind: OverdueKind) => {
    const long = 'Ω'.repeat(400);
    for (const record of [{}, { ...minimalRecord('tour_inquiry'), first_name: long, tour_title: long }]) {
      const message = renderOverduePush({ kind, reason: 'no_response', dueOn: '', record });
      expect(JSON.stringify(message)).not.toMatch(/null|undefined|NaN/);
      expect(charLength(message.title)).toBeLessThanOrEqual(PUSH_TITLE_MAX);
      expect(charLength(message.body)).toBeLessThanOrEqual(PUSH_BODY_MAX);
    }
  });
});

describe('overdue e-mail', () => {
  it('puts the reason and the traveller in the subject, and lets staff reply to the traveller', async () => {
    const inquiry = await email(late());
    expect(inquiry.subject).toBe('No reply in 24 h: Jane Doe – Cultural Triangle 5 Days');
    expect(inquiry.replyTo).toEqual({ name: 'Jane Doe', address: 'jane.doe@example.com' });
    const request = await email(followUp());
    expect(request.subject).toMatch(/^Follow-up due: Max Mustermann – tailor-made tour, 3-4 people/);
  });

  it('says why it is overdue, who is told and why, and links to the record', async () => {
    const inquiry = await email(late());
    expectInBoth(
      inquiry,
      'Jane Doe sent an enquiry about Cultural Triangle 5 Days. Arrived Sat, 21 Nov 2026, 14:30 GMT+5:30; no reply yet.',
    );
    expectInBoth(inquiry, 'This tour enquiry has no owner, so every admin is told.');
    expect(inquiry.html).toContain(`href="${SITE}/admin/inquiries?open=${INQUIRY_ID}"`);
    for (const shown of ['LCT-3F2A9C1E', 'Stage', 'New', '+44 7700 900123', 'jane.doe@example.com']) {
      expectInBoth(inquiry, shown);
    }

    const request = await email(followUp());
    expectInBoth(request, 'Max Mustermann sent a request for a tailor-made tour.');
    expectInBoth(request, 'The follow-up date, 24 Nov 2026, has passed and it is still quoted.');
    expectInBoth(request, 'You are told because this custom tour request is assigned to you.');
    expectInBoth(request, '24 November 2026');
  });

  it('survives a record with nothing in it, and shows empty fields as a dash', async () => {
    for (const alert of [late({}), followUp({}), late(minimalRecord('tour_inquiry'))]) {
      const rendered = await email(alert);
      expect(`${rendered.subject}${rendered.text}${rendered.html}`).not.toMatch(/null|undefined|NaN/);
      expect(rendered.subject.length).toBeGreaterThan(0);
    }
  });

  it('links nothing the traveller wrote', async () => {
    const hostile = {
      ...INQUIRY,
      first_name: '<a href="https://evil.example">x</a>',
      tour_title: 'https://evil.example',
    };
    const rendered = await email(late(hostile));
    expect(rendered.html).not.toContain('href="https://evil.example');
    expect(rendered.html).not.toContain('<a href="https://evil.example">x</a>');
  });
});
