import { describe, expect, it } from 'vitest';
import { newScrollMilestones, sanitisePath, scrollPercent, timeOnPageSeconds, VisibleTime } from './page-rules';

describe('sanitisePath', () => {
  it('keeps the pathname only', () => {
    expect(sanitisePath('/tours/ella?email=a@b.c#top')).toBe('/tours/ella');
    expect(sanitisePath('/gallery#photo-3')).toBe('/gallery');
    expect(sanitisePath('/')).toBe('/');
  });
  it('never records the staff pages', () => {
    expect(sanitisePath('/admin')).toBeNull();
    expect(sanitisePath('/admin/')).toBeNull();
    expect(sanitisePath('/admin/inquiries?x=1')).toBeNull();
    expect(sanitisePath('/Admin/settings')).toBeNull();
    expect(sanitisePath('/administration-fees')).toBe('/administration-fees');
  });
  it('keeps the column rules: starts with /, no whitespace, at most 300 characters', () => {
    expect(sanitisePath('tours')).toBe('/tours');
    expect(sanitisePath('/a b')).toBe('/ab');
    expect(sanitisePath(`/${'x'.repeat(400)}`)).toHaveLength(300);
  });
});

describe('scroll milestones', () => {
  it('reports each milestone once per page view, in order', () => {
    const reached = new Set<number>();
    expect(newScrollMilestones(10, reached)).toEqual([]);
    expect(newScrollMilestones(30, reached)).toEqual([25]);
    expect(newScrollMilestones(30, reached)).toEqual([]);
    expect(newScrollMilestones(60, reached)).toEqual([50]);
    expect(newScrollMilestones(40, reached)).toEqual([]);
  });
  it('a jump straight to the bottom reports all four, once', () => {
    const reached = new Set<number>();
    expect(newScrollMilestones(100, reached)).toEqual([25, 50, 75, 90]);
    expect(newScrollMilestones(100, reached)).toEqual([]);
  });
  it('a new page view starts again (a fresh set)', () => {
    const reached = new Set<number>();
    newScrollMilestones(100, reached);
    expect(newScrollMilestones(100, new Set())).toEqual([25, 50, 75, 90]);
  });
  it('measures the bottom of the viewport against the document', () => {
    expect(scrollPercent(0, 800, 3200)).toBe(25);
    expect(scrollPercent(2400, 800, 3200)).toBe(100);
    expect(scrollPercent(0, 800, 0)).toBe(0);
  });
});

describe('time on page', () => {
  it('is reported only above 30 s', () => {
    expect(timeOnPageSeconds(30_000)).toBeNull();
    expect(timeOnPageSeconds(29_999)).toBeNull();
    expect(timeOnPageSeconds(30_001)).toBe(30.001);
    expect(timeOnPageSeconds(95_000)).toBe(95);
  });
  it('counts visible time only', () => {
    const time = new VisibleTime(0, true);
    time.setVisible(false, 20_000);
    time.setVisible(false, 25_000);
    time.setVisible(true, 600_000);
    expect(time.elapsed(615_000)).toBe(35_000);
    const hiddenAtStart = new VisibleTime(0, false);
    expect(hiddenAtStart.elapsed(60_000)).toBe(0);
  });
});
