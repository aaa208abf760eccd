/**
 * Rows of tour_inquiries and custom_tour_requests as the admin lists show them: camelCase, a status
 * that is always one of the three (spec §4: a missing or unknown status is treated as pending).
 */
import { INQUIRY_STATUSES, TEXT_MAX_LENGTH, type InquiryStatus } from '../../../config/limits';
import type { Database } from '../../../types/database';
import {
  overdueReason,
  toCancelReason,
  toStage,
  type CancelReason,
  type OverdueReason,
  type Stage,
} from '../shared/pipeline';
import type { SelectedRow } from '../../../types/select-columns';

export type { InquiryStatus };
export const REQUEST_STATUSES = INQUIRY_STATUSES;

export type InquiryRow = Database['public']['Tables']['tour_inquiries']['Row'];
export type CustomTourRequestRow = Database['public']['Tables']['custom_tour_requests']['Row'];

/** The columns the lists read, named so a new column (or a private one) is never pulled in by `*`. */
export const INQUIRY_COLUMNS =
  'id, tour_id, tour_title, first_name, last_name, email, phone, country, preferred_date, adults, children, message, status, internal_note, created_at, updated_at, search_text, stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at, first_response_at' as const;
export const CUSTOM_TOUR_REQUEST_COLUMNS =
  'id, full_name, email, phone, country, travel_start_date, travel_end_date, number_of_people, budget_range, tour_places, hotel_preferences, additional_requirements, status, internal_note, created_at, updated_at, search_text, stage, cancel_reason, owner_id, follow_up_on, quote_usd, last_reply_at, first_response_at' as const;

/** The staff-only note's limit (the same on both tables, as the `*_internal_note_length` constraints have it). */
export const INTERNAL_NOTE_MAX_LENGTH = TEXT_MAX_LENGTH.tour_inquiries.internal_note; // characters

export type InquiryListRow = SelectedRow<'tour_inquiries', typeof INQUIRY_COLUMNS>;
export type CustomTourRequestListRow = SelectedRow<'custom_tour_requests', typeof CUSTOM_TOUR_REQUEST_COLUMNS>;

/** What both lists share: enough for the status select, the search, the order and the reply links. */
export interface StaffInquiry {
  id: string;
  name: string;
  email: string;
  phone: string;
  country: string;
  status: InquiryStatus;
  /** Staff only: never shown to or settable by the traveller. */
  internalNote: string | null;
  createdAt: string;
  updatedAt: string;
  /** The pipeline (staff only, as the note). */
  stage: Stage;
  cancelReason: CancelReason | null;
  /** The admin who owns it (auth user id), or null. */
  ownerId: string | null;
  /** YYYY-MM-DD, or null. */
  followUpOn: string | null;
  quoteUsd: number | null;
  lastReplyAt: string | null;
  firstResponseAt: string | null;
  /** Why it is overdue now, or null (pipeline.ts). */
  overdue: OverdueReason | null;
}

type PipelineRow = Pick<
  InquiryRow,
  | 'stage'
  | 'cancel_reason'
  | 'owner_id'
  | 'follow_up_on'
  | 'quote_usd'
  | 'last_reply_at'
  | 'first_response_at'
  | 'created_at'
>;

/** The pipeline's part of a row, read defensively; `now` (epoch ms) decides what is overdue. */
export function toPipeline(row: PipelineRow, now = Date.now()) {
  const quote = row.quote_usd === null || row.quote_usd === undefined ? null : Number(row.quote_usd);
  const stage = toStage(row.stage);
  return {
    stage,
    cancelReason: stage === 'cancelled' ? toCancelReason(row.cancel_reason) : null,
    ownerId: row.owner_id ?? null,
    followUpOn: row.follow_up_on ?? null,
    quoteUsd: quote !== null && Number.isFinite(quote) ? quote : null,
    lastReplyAt: row.last_reply_at ?? null,
    firstResponseAt: row.first_response_at ?? null,
    overdue: overdueReason(
      {
        stage,
        created_at: row.created_at,
        first_response_at: row.first_response_at ?? null,
        follow_up_on: row.follow_up_on ?? null,
      },
      now,
    ),
  };
}

export interface Inquiry extends StaffInquiry {
  tourId: string;
  tourTitle: string;
  firstName: string;
  lastName: string;
  /** YYYY-MM-DD, or null: shown as 'Flexible'. */
  preferredDate: string | null;
  adults: number;
  children: number;
  /** Named "special requests" in the admin view; null when the traveller wrote nothing. */
  message: string | null;
}

export interface CustomTourRequest extends StaffInquiry {
  travelStartDate: string;
  travelEndDate: string;
  numberOfPeople: string;
  budgetRange: string;
  /** null when blank: shown as 'Not specified'. */
  tourPlaces: string | null;
  hotelPreferences: string;
  /** null when blank or 'no' (spec §2): shown as 'None'. */
  additionalRequirements: string | null;
}

export function toStatus(value: string | null | undefined): InquiryStatus {
  return (REQUEST_STATUSES as readonly string[]).includes(value ?? '') ? (value as InquiryStatus) : 'pending';
}

/** Trimmed text, or null when there is none. */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

export function toInquiry(row: InquiryListRow): Inquiry {
  return {
    id: row.id,
    name: `${row.first_name} ${row.last_name}`.trim(),
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email,
    phone: row.phone,
    country: row.country,
    tourId: row.tour_id,
    tourTitle: row.tour_title,
    preferredDate: present(row.preferred_date),
    adults: row.adults,
    children: row.children,
    message: present(row.message),
    status: toStatus(row.status),
    internalNote: present(row.internal_note),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...toPipeline(row),
  };
}

export function toCustomTourRequest(row: CustomTourRequestListRow): CustomTourRequest {
  const requirements = present(row.additional_requirements);
  return {
    id: row.id,
    name: row.full_name.trim(),
    email: row.email,
    phone: row.phone,
    country: row.country,
    travelStartDate: row.travel_start_date,
    travelEndDate: row.travel_end_date,
    numberOfPeople: row.number_of_people,
    budgetRange: row.budget_range,
    tourPlaces: present(row.tour_places),
    hotelPreferences: row.hotel_preferences,
    // The old form's "no" answer means there are none (spec §2).
    additionalRequirements: requirements && requirements.toLowerCase() !== 'no' ? requirements : null,
    status: toStatus(row.status),
    internalNote: present(row.internal_note),
    createdAt: row.created_at,
    updatedAt: row.updated_at,
    ...toPipeline(row),
  };
}

/** A short, stable reference to quote to a traveller (the first block of the id). */
export function shortReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

export type StatusFilter = InquiryStatus | 'all';

export function newestFirst(a: StaffInquiry, b: StaffInquiry): number {
  return Date.parse(b.createdAt) - Date.parse(a.createdAt);
}
