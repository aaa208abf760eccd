import { useCallback } from 'react';
import { publishServerRows } from '../../../offline/admin-sync';
import type { ListQuery } from '../shared/server-list';
import type { CancelReason, Stage } from '../shared/pipeline';
import { useLiveList, type EditResult, type LiveList } from '../shared/use-live-list';
import { getCustomTourRequest } from './api/get-custom-tour-request';
import { getInquiry } from './api/get-inquiry';
import {
  CUSTOM_TOUR_REQUEST_COLUMNS,
  INQUIRY_COLUMNS,
  toCustomTourRequest,
  toInquiry,
  type StaffInquiry,
  type CustomTourRequest,
  type CustomTourRequestListRow,
  type Inquiry,
  type InquiryListRow,
  type InquiryStatus,
} from './inquiry-models';

/** What an admin may change on an inquiry or a custom request: status, the staff note and the pipeline. */
export interface InquiryChanges {
  status?: InquiryStatus;
  internal_note?: string | null;
  stage?: Stage;
  cancel_reason?: CancelReason | null;
  owner_id?: string | null;
  follow_up_on?: string | null;
  quote_usd?: number | null;
  last_reply_at?: string;
}

export interface InquiryList<T extends StaffInquiry> extends Omit<LiveList<never, T>, 'edit'> {
  /** Optimistic online; kept on the device and sent later when offline (`waiting` shows it). */
  change: (id: string, changes: InquiryChanges, options?: { quiet?: boolean }) => Promise<EditResult>;
  changeStatus: (id: string, status: InquiryStatus) => Promise<EditResult>;
}

/**
 * The device's copies, under 'admin:' so the portal's logout clears them with the rest of the staff data.
 * (Named anew when the lists became paged: a copy kept by an earlier version is a plain array.)
 */
export const INQUIRIES_CACHE_KEY = 'admin:inquiry-list';
export const CUSTOM_REQUESTS_CACHE_KEY = 'admin:custom-request-list';

export const inquiryList = {
  table: 'tour_inquiries',
  cacheKey: INQUIRIES_CACHE_KEY,
  columns: INQUIRY_COLUMNS,
  toItem: toInquiry,
  labelOf: (row: InquiryListRow) => `${row.first_name} ${row.last_name}`.trim(),
} as const;

export const customTourRequestList = {
  table: 'custom_tour_requests',
  cacheKey: CUSTOM_REQUESTS_CACHE_KEY,
  columns: CUSTOM_TOUR_REQUEST_COLUMNS,
  toItem: toCustomTourRequest,
  labelOf: (row: CustomTourRequestListRow) => row.full_name.trim(),
} as const;

function useInquiryActions<T extends StaffInquiry>(list: LiveList<InquiryListRow | CustomTourRequestListRow, T>) {
  const { edit } = list;
  const change = useCallback(
    (id: string, changes: InquiryChanges, options?: { quiet?: boolean }) => edit(id, changes, options),
    [edit],
  );
  const changeStatus = useCallback((id: string, status: InquiryStatus) => edit(id, { status }), [edit]);
  return { ...list, change, changeStatus };
}

/** The tour inquiries `query` matches, paged, live, readable offline, editable offline. */
export function useInquiryList(query: ListQuery): InquiryList<Inquiry> {
  const list = useLiveList<InquiryListRow, Inquiry>(inquiryList, query);
  return useInquiryActions(list as LiveList<InquiryListRow | CustomTourRequestListRow, Inquiry>);
}

/** The custom tour requests `query` matches, paged, live, readable offline, editable offline. */
export function useCustomTourRequestList(query: ListQuery): InquiryList<CustomTourRequest> {
  const list = useLiveList<CustomTourRequestListRow, CustomTourRequest>(customTourRequestList, query);
  return useInquiryActions(list as LiveList<InquiryListRow | CustomTourRequestListRow, CustomTourRequest>);
}

/**
 * One inquiry read on its own (a link to a row the list does not hold), handed to the live list as well,
 * so the row can be changed there like any other. Null when there is none.
 */
export async function findInquiry(id: string): Promise<Inquiry | null> {
  const row = await getInquiry(id);
  if (!row) return null;
  publishServerRows(inquiryList.table, [row]);
  return toInquiry(row);
}

/** One custom tour request read on its own, handed to the live list as well; null when there is none. */
export async function findCustomTourRequest(id: string): Promise<CustomTourRequest | null> {
  const row = await getCustomTourRequest(id);
  if (!row) return null;
  publishServerRows(customTourRequestList.table, [row]);
  return toCustomTourRequest(row);
}
