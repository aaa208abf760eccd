/**
 * The notification e-mails, as the sender sends them: subject, HTML (React Email) and plain text, and
 * for staff mail a Reply-To of the traveller. Runs under Deno (the notify function) and Node (tests):
 * relative imports with extensions, and only react and @react-email as packages.
 */
import { render } from '@react-email/render';
import { createElement } from 'react';
import type { OverdueAlert } from '../overdue.ts';
import { siteOrigin } from '../portal-links.ts';
import { assertSubmissionKind, toLanguage } from '../submissions.ts';
import type { EmailContent } from './content.ts';
import { EmailLayout } from './email-layout.tsx';
import { overdueEmail } from './overdue-email.ts';
import { plainText } from './plain-text.ts';
import { staffEmail } from './staff-email.ts';
import { testEmail } from './test-email.ts';
import { travellerEmail } from './traveller-email.ts';

export type { Language, SubmissionKind } from '../submissions.ts';
import type { Language, SubmissionKind } from '../submissions.ts';

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
  /** Staff mail only: the traveller, so that replying answers them. */
  replyTo?: { name: string; address: string };
}

async function rendered(
  subject: string,
  content: EmailContent,
  replyTo?: RenderedEmail['replyTo'],
): Promise<RenderedEmail> {
  const html = await render(createElement(EmailLayout, { content }));
  return { subject, html, text: plainText(content), ...(replyTo ? { replyTo } : {}) };
}

/** To staff, in English: every field, the reference and a link to the record in the portal. */
export async function renderStaffEmail(input: {
  kind: SubmissionKind;
  record: Record<string, unknown>;
  siteUrl: string;
}): Promise<RenderedEmail> {
  const email = staffEmail(assertSubmissionKind(input.kind), input.record ?? {}, siteOrigin(input.siteUrl));
  return rendered(email.subject, email.content, email.replyTo);
}

/** To staff, in English: an inquiry or custom request that is overdue, why, and a link to it. */
export async function renderOverdueEmail(input: { alert: OverdueAlert; siteUrl: string }): Promise<RenderedEmail> {
  const email = overdueEmail(input.alert, siteOrigin(input.siteUrl));
  return rendered(email.subject, email.content, email.replyTo);
}

/** To the traveller, in their language: a confirmation of an inquiry or request, a thank-you for a review. */
export async function renderTravellerEmail(input: {
  kind: SubmissionKind;
  record: Record<string, unknown>;
  language: Language;
  siteUrl: string;
}): Promise<RenderedEmail> {
  const email = travellerEmail(
    assertSubmissionKind(input.kind),
    input.record ?? {},
    toLanguage(input.language),
    siteOrigin(input.siteUrl),
  );
  return rendered(email.subject, email.content);
}

/** To an admin who asked for a test from the settings page. */
export async function renderTestEmail(input: { siteUrl: string }): Promise<RenderedEmail> {
  const email = testEmail(siteOrigin(input.siteUrl));
  return rendered(email.subject, email.content);
}
