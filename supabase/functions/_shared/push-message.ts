/**
 * The text of a Web Push to staff phones. The payload is encrypted and must stay well under the push
 * services' 4 KB limit, so every part is one line and cut: title ≤ 100, body ≤ 300 characters
 * (≤ 1.6 KB of JSON even when every character takes four bytes).
 */
import { PORTAL_SETTINGS_PATH, portalPath } from './portal-links.ts';
import { staffAbout } from './staff-headline.ts';
import { STAFF_KIND_TITLE } from './staff-strings.ts';
import { readText, type SubmissionKind } from './submissions.ts';
import { cut, headerText, oneLine } from './text.ts';

export interface PushMessage {
  title: string;
  body: string;
  /** The record's id: a second push about the same submission replaces the first on the phone. */
  tag: string;
  /** Path in the site that a tap opens. */
  url: string;
}

export const PUSH_TITLE_MAX = 100; // characters
export const PUSH_BODY_MAX = 300; // characters
const EXCERPT_MAX = 160; // characters of the traveller's own words
const ID_MAX = 64; // characters; a uuid is 36

/** The traveller's own words that tell staff most at a glance. */
const EXCERPT_COLUMN: Record<SubmissionKind, string> = {
  tour_inquiry: 'message',
  custom_tour_request: 'tour_places',
  review: 'comment',
  custom_review: 'comment',
};

export const TEST_PUSH: PushMessage = {
  title: 'Test notification',
  body: 'Push notifications work on this device. New enquiries, requests and reviews will appear like this.',
  tag: 'test',
  url: PORTAL_SETTINGS_PATH,
};

/** The record's id for a tag and a link: ids are uuids; anything longer is no id of ours and is left out. */
export function pushRecordId(record: Record<string, unknown> | undefined): string {
  const id = oneLine(readText(record, 'id'));
  return id.length <= ID_MAX ? id : '';
}

export function renderPushMessage(input: {
  kind: SubmissionKind | 'test';
  record?: Record<string, unknown>;
}): PushMessage {
  const { kind, record } = input;
  if (kind === 'test') return { ...TEST_PUSH };
  const title = STAFF_KIND_TITLE[kind];
  if (!title) throw new Error(`Unknown submission kind: ${String(kind).slice(0, 40)}`);
  const id = pushRecordId(record);
  const excerpt = cut(oneLine(readText(record, EXCERPT_COLUMN[kind])), EXCERPT_MAX);
  const about = staffAbout(kind, record);
  return {
    title: headerText(title, PUSH_TITLE_MAX),
    body: cut(excerpt ? `${about}\n${excerpt}` : about, PUSH_BODY_MAX),
    tag: id || kind,
    url: portalPath(kind, id),
  };
}
