import { describe, expect, it } from 'vitest';
import { renderStaff as render, textOf as text } from '../../../../testing/render-staff';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import { DecisionButtons } from './decision-buttons';
import { RatingList } from './rating-list';
import { ReviewStatusBadge, ValidationBadge } from './review-badges';

describe('DecisionButtons', () => {
  const buttons = (status: 'pending' | 'approved' | 'rejected') =>
    text(render(<DecisionButtons status={status} name="Jane Doe" onDecide={() => undefined} />));

  it('offers what spec §4 allows from each status, naming whose review it is', () => {
    expect(buttons('pending')).toBe('Approve review by Jane Doe Reject review by Jane Doe');
    expect(buttons('approved')).toBe('Reject review by Jane Doe');
    expect(buttons('rejected')).toBe('Approve review by Jane Doe');
  });
});

describe('badges', () => {
  it("say 'Validated Customer' or 'Not Validated' (spec §2)", () => {
    expect(text(render(<ValidationBadge validated />))).toBe('Validated Customer');
    expect(text(render(<ValidationBadge validated={false} />))).toBe('Not Validated');
  });

  it('colour the status by a class of its own', () => {
    expect(render(<ReviewStatusBadge status="rejected" />)).toContain('admin-reviews-status-rejected');
    expect(text(render(<ReviewStatusBadge status="approved" />))).toBe('Approved');
  });
});

describe('RatingList', () => {
  it('shows stars with their figure, and "Not rated" for a criterion not given', () => {
    const html = render(
      <RatingList
        items={[
          { label: 'Tour Quality', rating: 4 },
          { label: 'Accommodations', rating: null },
        ]}
      />,
    );
    expect(html).toContain('aria-label="4 out of 5"');
    expect(text(html)).toContain('Accommodations Not rated');
  });
});

describe('ConfirmDialog', () => {
  it("asks the spec's question and ties it to both buttons", () => {
    const html = render(
      <ConfirmDialog
        open={false}
        title="Delete Review"
        message="Are you sure you want to delete this review? This action cannot be undone."
        confirmLabel="Delete"
        busyLabel="Deleting..."
        cancelLabel="Cancel"
        closeLabel="Close"
        busy={false}
        onConfirm={() => undefined}
        onClose={() => undefined}
      />,
    );
    const id = /<p id="([^"]+)">Are you sure/.exec(html)?.[1];
    expect(id).toBeTruthy();
    expect(html.match(new RegExp(`aria-describedby="${id}"`, 'g'))).toHaveLength(2);
    expect(text(html)).toContain('Cancel Delete');
  });
});
