/**
 * The service role (server-side jobs, the dashboard, tests that publish reviews) bypasses RLS but still
 * needs EXECUTE on the helpers that triggers call. Regression: inserting a review as service_role failed
 * with "permission denied for function reviewer_validation_source".
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asRoleRolledBack, createTestDb, insertJson, sampleRow, testBackends, type TestDb } from '../helpers/db';

describe.each(testBackends())('service role writes on %s', (backend) => {
  let t: TestDb;
  beforeAll(async () => {
    t = await createTestDb({ backend, seed: false });
  });
  afterAll(async () => {
    await t?.close();
  });

  const service = { role: 'service_role' as const };

  it('inserts an approved tour review, validated from an inquiry with the same e-mail', async () => {
    const inquiry = sampleRow.tourInquiry();
    const review = { ...sampleRow.review('approved'), email: inquiry.email.toUpperCase() };
    const stored = await asRoleRolledBack(t, service, async (tx) => {
      await insertJson(tx, 'tour_inquiries', inquiry);
      await insertJson(tx, 'reviews', review);
      const { rows } = await tx.query<{ status: string; is_validated: boolean; validation_source: string }>(
        'select status, is_validated, validation_source from public.reviews where id = $1',
        [review.id],
      );
      return rows[0];
    });
    expect(stored).toEqual({ status: 'approved', is_validated: true, validation_source: 'tour_inquiry' });
  });

  it('inserts an approved custom review', async () => {
    const review = sampleRow.customReview('approved');
    const status = await asRoleRolledBack(t, service, async (tx) => {
      await insertJson(tx, 'custom_reviews', review);
      const { rows } = await tx.query<{ status: string }>('select status from public.custom_reviews where id = $1', [
        review.id,
      ]);
      return rows[0]?.status;
    });
    expect(status).toBe('approved');
  });

  it('records, reads, corrects and deletes analytics events, with the rating still computed', async () => {
    const id = randomUUID();
    const result = await asRoleRolledBack(t, service, async (tx) => {
      await insertJson(tx, 'analytics_events', {
        id,
        session_id: randomUUID(),
        name: 'web_vital',
        path: '/',
        occurred_at: new Date().toISOString(),
        value: 2400,
        rating: 'poor',
        props: { metric: 'LCP' },
      });
      const inserted = await tx.query<{ rating: string }>('select rating from public.analytics_events where id = $1', [
        id,
      ]);
      await tx.query('update public.analytics_events set value = 4200 where id = $1', [id]);
      const updated = await tx.query<{ rating: string }>('select rating from public.analytics_events where id = $1', [
        id,
      ]);
      const deleted = await tx.query('delete from public.analytics_events where id = $1', [id]);
      return [inserted.rows[0]?.rating, updated.rows[0]?.rating, deleted.affectedRows];
    });
    expect(result).toEqual(['good', 'poor', 1]);
  });
});
