/**
 * The e-mail to staff about an overdue inquiry or custom request, in English: why it is overdue in the
 * subject and the first lines, who it is for, a button to the record, and the details needed to answer
 * at once. Replying writes to the traveller, as with the mail about its arrival.
 */
import { formatDay, formatMoment } from '../dates.ts';
import {
  overdueReasonText,
  overdueSubjectOf,
  overdueTitle,
  stageLabel,
  watchedKind,
  WATCHED_NOUN,
  type OverdueAlert,
} from '../overdue.ts';
import { portalPath, travellerReference } from '../portal-links.ts';
import { staffAbout } from '../staff-headline.ts';
import { OVERDUE_LABEL, PIPELINE_FIELDS, PORTAL_SECTION, REQUEST_FIELDS } from '../staff-strings.ts';
import { readText, travellerName } from '../submissions.ts';
import { cut, oneLine } from '../text.ts';
import { ownLink, type Block, type Field } from './content.ts';
import {
  REPLY_TO_NAME_MAX,
  replyAddress,
  replyBlocks,
  replyTo,
  staffFooter,
  SUBJECT_MAX,
  type StaffEmail,
} from './staff-email.ts';

export function overdueEmail(alert: OverdueAlert, origin: string): StaffEmail {
  const kind = watchedKind(alert.kind);
  const { record } = alert;
  const line = (column: string) => oneLine(readText(record, column));
  const name = cut(oneLine(travellerName(kind, record)), REPLY_TO_NAME_MAX);
  const address = replyAddress(readText(record, 'email'));
  const id = line('id');
  const owned = line('owner_id') !== '';
  const about = staffAbout(kind, record);

  const fields: Field[] = [
    { label: REQUEST_FIELDS.reference, value: id ? travellerReference(id) : '' },
    { label: PIPELINE_FIELDS.stage, value: stageLabel(record) },
    { label: PIPELINE_FIELDS.followUp, value: formatDay(line('follow_up_on'), 'en') },
    ...(kind === 'tour_inquiry' ? [{ label: REQUEST_FIELDS.tour, value: line('tour_title') }] : []),
    {
      label: kind === 'tour_inquiry' ? REQUEST_FIELDS.firstName : REQUEST_FIELDS.fullName,
      value: kind === 'tour_inquiry' ? line('first_name') : line('full_name'),
    },
    ...(kind === 'tour_inquiry' ? [{ label: REQUEST_FIELDS.lastName, value: line('last_name') }] : []),
    { label: REQUEST_FIELDS.email, value: line('email') },
    { label: REQUEST_FIELDS.phone, value: line('phone') },
    { label: REQUEST_FIELDS.country, value: line('country') },
    { label: 'Received', value: formatMoment(line('created_at'), 'en') },
  ];
  const blocks: Block[] = [
    {
      type: 'paragraph',
      text: `${name || 'Someone'} sent ${overdueSubjectOf(alert)}. ${overdueReasonText(alert)}`,
    },
    {
      type: 'paragraph',
      text: owned
        ? `You are told because this ${WATCHED_NOUN[kind]} is assigned to you.`
        : `This ${WATCHED_NOUN[kind]} has no owner, so every admin is told. Assign it in the portal to take it on.`,
    },
    {
      type: 'button',
      text: 'Open in the staff portal',
      href: ownLink(`${origin}${portalPath(kind, id)}`),
      fallback: `Or open ${PORTAL_SECTION[kind]} in the portal:`,
    },
    { type: 'heading', text: 'Details' },
    { type: 'fields', fields },
  ];
  return {
    subject: cut(oneLine(`${OVERDUE_LABEL[alert.reason]}: ${about}`), SUBJECT_MAX),
    content: {
      language: 'en',
      title: overdueTitle(alert),
      preview: `${about} – ${overdueReasonText(alert)}`,
      blocks: [...blocks, ...replyBlocks(name, address)],
      ...staffFooter(origin),
    },
    ...replyTo(name, address),
  };
}
