import { describe, expect, it } from 'vitest';
import { axisScale, chartLayout, type ChartFrame } from './chart';

describe('axisScale', () => {
  it('gives a 0..1 axis when every week is empty', () => {
    expect(axisScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
  });

  it('steps by whole numbers for small counts', () => {
    expect(axisScale(3)).toEqual({ max: 3, step: 1, ticks: [0, 1, 2, 3] });
    expect(axisScale(4)).toEqual({ max: 4, step: 1, ticks: [0, 1, 2, 3, 4] });
  });

  it('rounds the step to 1, 2 or 5 × 10^n and the top up to a whole step', () => {
    expect(axisScale(7)).toEqual({ max: 8, step: 2, ticks: [0, 2, 4, 6, 8] });
    expect(axisScale(10)).toEqual({ max: 10, step: 5, ticks: [0, 5, 10] });
    expect(axisScale(13)).toEqual({ max: 15, step: 5, ticks: [0, 5, 10, 15] });
    expect(axisScale(37)).toEqual({ max: 40, step: 10, ticks: [0, 10, 20, 30, 40] });
    expect(axisScale(180)).toEqual({ max: 200, step: 50, ticks: [0, 50, 100, 150, 200] });
  });

  it('always reaches at least the largest value', () => {
    for (let largest = 0; largest <= 500; largest += 1) {
      const scale = axisScale(largest);
      expect(scale.max).toBeGreaterThanOrEqual(largest);
      expect(scale.ticks.at(-1)).toBe(scale.max);
      expect(scale.ticks.length).toBeLessThanOrEqual(6);
    }
  });
});

describe('chartLayout', () => {
  const frame: ChartFrame = { width: 360, height: 200, padding: { top: 10, right: 10, bottom: 30, left: 30 } };
  const weeks = [
    { inquiries: 0, custom_requests: 2 },
    { inquiries: 4, custom_requests: 1 },
    { inquiries: 3, custom_requests: 0 },
    { inquiries: 1, custom_requests: 1 },
  ];

  it('puts the largest value at the top of the plot and zero on the baseline', () => {
    const layout = chartLayout(weeks, frame);
    expect(layout.plot).toEqual({ left: 30, right: 350, top: 10, bottom: 170 });
    const tallest = layout.columns[1]!.bars[0]!;
    expect(tallest).toMatchObject({ series: 'inquiries', value: 4, y: 10, height: 160 });
    const empty = layout.columns[0]!.bars[0]!;
    expect(empty).toMatchObject({ value: 0, y: 170, height: 0 });
  });

  it('scales heights in proportion to the values', () => {
    const layout = chartLayout(weeks, frame);
    const [first, second] = layout.columns[1]!.bars;
    expect(first!.height / second!.height).toBeCloseTo(4);
    expect(layout.columns[0]!.bars[1]!.height).toBeCloseTo(80);
  });

  it('draws the weeks left to right, inquiries before custom requests, inside the plot', () => {
    const layout = chartLayout(weeks, frame);
    const centres = layout.columns.map((column) => column.centre);
    expect(centres).toEqual([...centres].sort((a, b) => a - b));
    for (const column of layout.columns) {
      const [inquiries, requests] = column.bars;
      expect(inquiries!.series).toBe('inquiries');
      expect(requests!.series).toBe('custom_requests');
      expect(inquiries!.x + inquiries!.width).toBeCloseTo(requests!.x);
      expect(inquiries!.x).toBeGreaterThanOrEqual(layout.plot.left);
      expect(requests!.x + requests!.width).toBeLessThanOrEqual(layout.plot.right);
    }
  });

  it('places one gridline per tick, from the baseline up', () => {
    const layout = chartLayout(weeks, frame);
    expect(layout.gridlines).toEqual([
      { value: 0, y: 170 },
      { value: 1, y: 130 },
      { value: 2, y: 90 },
      { value: 3, y: 50 },
      { value: 4, y: 10 },
    ]);
  });

  it('draws an empty frame for no weeks', () => {
    const layout = chartLayout([], frame);
    expect(layout.columns).toEqual([]);
    expect(layout.scale.max).toBe(1);
  });
});
