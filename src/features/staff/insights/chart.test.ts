import { describe, expect, it } from 'vitest';
import {
  axisScale,
  clip,
  dailyLayout,
  horizontalBars,
  labelStride,
  stackedSegments,
  stackRows,
  type ChartFrame,
} from './chart';

const FRAME: ChartFrame = { width: 100, height: 60, padding: { top: 10, right: 0, bottom: 10, left: 0 } };

describe('axisScale', () => {
  it('uses round steps and reaches the largest value', () => {
    expect(axisScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(axisScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(axisScale(130).max).toBeGreaterThanOrEqual(130);
    expect(axisScale(130).step).toBe(50);
  });
});

describe('labelStride', () => {
  it('thins labels so at most the given number show', () => {
    expect(labelStride(7, 7)).toBe(1);
    expect(labelStride(30, 7)).toBe(5);
    expect(labelStride(90, 7)).toBe(13);
    expect(labelStride(0, 7)).toBe(1);
  });
});

describe('dailyLayout', () => {
  it('draws a bar per day on one axis with the leads line', () => {
    const layout = dailyLayout(
      [
        { visits: 4, leads: 1 },
        { visits: 0, leads: 0 },
      ],
      FRAME,
      7,
    );
    expect(layout.scale.max).toBe(4);
    expect(layout.columns).toHaveLength(2);
    expect(layout.columns[0]!.centre).toBe(25);
    expect(layout.columns[0]!.bar.height).toBe(40);
    expect(layout.columns[1]!.bar.height).toBe(0);
    expect(layout.columns[0]!.leadsY).toBe(40);
    expect(layout.leadsPath).toBe('25,40 75,50');
  });

  it('keeps the newest day labelled and counts the stride back from it', () => {
    const days = Array.from({ length: 30 }, () => ({ visits: 1, leads: 0 }));
    const labelled = dailyLayout(days, FRAME, 7)
      .columns.map((column, index) => (column.labelled ? index : -1))
      .filter((index) => index >= 0);
    expect(labelled).toEqual([4, 9, 14, 19, 24, 29]);
  });

  it('has no columns for no days', () => {
    expect(dailyLayout([], FRAME, 7).columns).toEqual([]);
  });
});

describe('horizontalBars', () => {
  it('scales to the longest and keeps a small non-zero value visible', () => {
    expect(horizontalBars([10, 5, 0], 200).map((bar) => bar.width)).toEqual([200, 100, 0]);
    expect(horizontalBars([1000, 1], 200)[1]!.width).toBe(2);
    expect(horizontalBars([0, 0], 200).map((bar) => bar.width)).toEqual([0, 0]);
  });
});

describe('stackedSegments', () => {
  it('splits the width in proportion, one after the other', () => {
    expect(stackedSegments([1, 1, 2], 100)).toEqual([
      { x: 0, width: 25 },
      { x: 25, width: 25 },
      { x: 50, width: 50 },
    ]);
    expect(stackedSegments([0, 0, 0], 100).every((segment) => segment.width === 0)).toBe(true);
  });
});

describe('stackRows', () => {
  it('places rows under one another with a gap between them', () => {
    expect(stackRows([30, 45, 30], 10)).toEqual({ tops: [0, 40, 95], height: 125 });
    expect(stackRows([], 10)).toEqual({ tops: [], height: 0 });
  });
});

describe('clip', () => {
  it('cuts long names with an ellipsis and leaves short ones', () => {
    expect(clip('Kandy', 10)).toBe('Kandy');
    expect(clip('Sri Lanka Highlights', 10)).toBe('Sri Lanka…');
  });
});
