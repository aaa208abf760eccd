import { describe, expect, it } from 'vitest';
import { outboxSubject, outboxTitle } from './outbox-title';

describe('outbox item titles', () => {
  it('name the kind once, however the summary was stored', () => {
    expect(outboxTitle('Tour inquiry', 'tour_inquiry', 'Tour inquiry · Sri Lanka Grand Tour')).toBe(
      'Tour inquiry · Sri Lanka Grand Tour',
    );
    expect(outboxTitle('Tour review', 'review', 'Tour review · Southern Coastal Explorer')).toBe(
      'Tour review · Southern Coastal Explorer',
    );
    expect(outboxTitle('Custom tour request', 'custom_tour_request', 'Custom tour request · Jane Doe')).toBe(
      'Custom tour request · Jane Doe',
    );
    expect(outboxTitle('Experience review', 'custom_review', 'Custom tour review · Jane Doe')).toBe(
      'Experience review · Jane Doe',
    );
  });

  it('use the kind in the visitor language and the stored subject', () => {
    expect(outboxTitle('Touranfrage', 'tour_inquiry', 'Tour inquiry · Sri Lanka Grand Tour')).toBe(
      'Touranfrage · Sri Lanka Grand Tour',
    );
  });

  it('keep a summary that is the subject alone, even one with a separator in it', () => {
    expect(outboxSubject('tour_inquiry', 'Sri Lanka Grand Tour')).toBe('Sri Lanka Grand Tour');
    expect(outboxSubject('custom_review', 'Jane · Doe')).toBe('Jane · Doe');
    expect(outboxTitle('Tour inquiry', 'tour_inquiry', 'Sri Lanka Grand Tour')).toBe(
      'Tour inquiry · Sri Lanka Grand Tour',
    );
  });

  it('show the kind alone when there is nothing more to say', () => {
    expect(outboxTitle('Tour inquiry', 'tour_inquiry', '')).toBe('Tour inquiry');
    expect(outboxTitle('Tour inquiry', 'tour_inquiry', 'Tour inquiry')).toBe('Tour inquiry');
    expect(outboxTitle('Tour review', 'review', 'Tour review · ')).toBe('Tour review');
  });
});
