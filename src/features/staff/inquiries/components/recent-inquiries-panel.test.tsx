import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderStaff as render, textOf as text } from '../../../../testing/render-staff';
import { toCustomTourRequest, toInquiry, type InquiryListRow } from '../inquiry-models';
import type { InquiryList } from '../use-inquiry-list';

// The panels with a list in a known state (the live list itself is tested in src/offline and e2e).
const lists: { inquiries?: InquiryList<never>; requests?: InquiryList<never> } = {};
vi.mock('../use-inquiry-list', () => ({
  useInquiryList: () => lists.inquiries,
  useCustomTourRequestList: () => lists.requests,
}));
vi.mock('@tanstack/react-router', () => ({
  Link: ({ to, className, children }: { to: string; className?: string; children: ReactNode }) => (
    <a href={to} className={className}>
      {children}
    </a>
  ),
}));

const { RecentListPanel } = await import('./recent-inquiries-panel');

function inquiryRow(n: number): InquiryListRow {
  return {
    id: `00000000-0000-4000-8000-00000000000${n}`,
    tour_id: 'grand-circle-18day',
    tour_title: `Tour ${n}`,
    first_name: 'Guest',
    last_name: String(n),
    email: `guest${n}@example.com`,
    phone: '+94 77 123 4567',
    country: 'Sri Lanka',
    preferred_date: null,
    adults: 2,
    children: 0,
    message: null,
    status: n === 6 ? 'confirmed' : 'pending',
    internal_note: null,
    created_at: `2026-11-0${n}T10:00:00Z`,
    updated_at: `2026-11-0${n}T10:00:00Z`,
    search_text: null,
    stage: 'new',
    cancel_reason: null,
    owner_id: null,
    follow_up_on: null,
    quote_usd: null,
    last_reply_at: null,
    first_response_at: null,
  };
}

function fakeList<T>(items: T[], extra: Partial<InquiryList<never>> = {}): InquiryList<never> {
  return {
    state: { status: 'ready', items, source: 'network', storedAt: 0, refreshing: false },
    fresh: new Set<string>(),
    arrival: null,
    waiting: new Set<string>(),
    conflicts: [],
    failed: false,
    dismissFailure: () => undefined,
    resolveConflict: async () => undefined,
    change: async () => 'saved',
    changeStatus: async () => 'saved',
    ...extra,
  } as unknown as InquiryList<never>;
}

describe('RecentListPanel', () => {
  it('shows the five newest inquiries with tour, date, status select and marks, and links to all', () => {
    const items = [1, 2, 3, 4, 5, 6, 7].map((n) => toInquiry(inquiryRow(n)));
    lists.inquiries = fakeList(items, {
      fresh: new Set([items[6]!.id]),
      waiting: new Set([items[5]!.id]),
    });
    const html = render(<RecentListPanel kind="inquiries" />);
    expect(html).toContain('<h2');
    expect(text(html)).toContain('Recent Tour Inquiries');
    const names = [...html.matchAll(/<strong>([^<]+)<\/strong>/g)].map((match) => match[1]);
    expect(names).toEqual(['Guest 7', 'Guest 6', 'Guest 5', 'Guest 4', 'Guest 3']);
    expect(text(html)).toContain('Tour 7');
    expect(text(html)).toMatch(/Received Nov 7, 2026/);
    expect(html.match(/<select/g)).toHaveLength(5);
    expect(html).toContain('aria-label="Status of Guest 6"');
    expect(html).toMatch(/class="recent-requests-item is-new"[^>]*data-row-id="[^"]+7"/);
    expect(text(html)).toContain('Waiting to sync');
    expect(html).toContain('href="/admin/inquiries"');
    expect(text(html)).toContain('View all tour inquiries');
  });

  it('says when there are none, and when the list could not be read', () => {
    lists.requests = fakeList([]);
    expect(text(render(<RecentListPanel kind="custom-tours" />))).toContain('No custom tour requests found.');
    lists.requests = { ...fakeList([]), state: { status: 'failed' } } as InquiryList<never>;
    expect(text(render(<RecentListPanel kind="custom-tours" />))).toContain('The list could not be loaded');
  });

  it('shows the places of a custom request, or Not specified', () => {
    const request = toCustomTourRequest({
      id: 'r1',
      full_name: 'Raj Patel',
      email: 'raj@example.com',
      phone: '+49 170 1234567',
      country: 'Germany',
      travel_start_date: '2027-01-10',
      travel_end_date: '2027-01-20',
      number_of_people: '2',
      budget_range: 'flexible',
      tour_places: ' ',
      hotel_preferences: 'Any',
      additional_requirements: null,
      status: 'pending',
      internal_note: null,
      created_at: '2026-11-02T10:00:00Z',
      updated_at: '2026-11-02T10:00:00Z',
      search_text: null,
      stage: 'new',
      cancel_reason: null,
      owner_id: null,
      follow_up_on: null,
      quote_usd: null,
      last_reply_at: null,
      first_response_at: null,
    });
    lists.requests = fakeList([request]);
    const html = render(<RecentListPanel kind="custom-tours" />);
    expect(text(html)).toContain('Custom Tour Requests');
    expect(text(html)).toContain('Raj Patel Not specified');
    expect(html).toContain('href="/admin/custom-tours"');
  });
});
