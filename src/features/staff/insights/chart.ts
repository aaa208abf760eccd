/**
 * Geometry of the report's charts in SVG user units. Pure numbers: the components only draw them, and
 * every figure comes from the database's answer (nothing is counted here).
 */

import { axisScale, type AxisScale, type ChartFrame } from '../../../lib/chart-scale';

export { axisScale, type AxisScale, type ChartFrame };

export interface DailyPoint {
  visits: number;
  leads: number;
}

export interface DailyColumn {
  /** Centre of the day's slot, for its label and the leads marker. */
  centre: number;
  bar: { x: number; y: number; width: number; height: number };
  /** The leads marker's height. */
  leadsY: number;
  /** Whether this day's axis label is drawn (the others are thinned out so labels never overlap). */
  labelled: boolean;
}

export interface DailyLayout {
  scale: AxisScale;
  plot: { left: number; right: number; top: number; bottom: number };
  gridlines: { value: number; y: number }[];
  columns: DailyColumn[];
  /** The leads line through every day's marker ("x,y x,y …"). */
  leadsPath: string;
}

/** Share of a day's slot taken by its bar. */
const BAR_FILL = 0.7;

/**
 * Draw every n-th day's label so at most `maxLabels` show, always the last (today's) one and counting
 * back from it, so the newest days keep their labels.
 */
export function labelStride(days: number, maxLabels: number): number {
  return Math.max(1, Math.ceil(days / Math.max(1, maxLabels)));
}

/** Visits as bars and leads as a line with markers, on one value axis. */
export function dailyLayout(days: readonly DailyPoint[], frame: ChartFrame, maxLabels: number): DailyLayout {
  const plot = {
    left: frame.padding.left,
    right: frame.width - frame.padding.right,
    top: frame.padding.top,
    bottom: frame.height - frame.padding.bottom,
  };
  const largest = Math.max(0, ...days.flatMap((day) => [day.visits, day.leads]));
  const scale = axisScale(largest);
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => plot.bottom - (value / scale.max) * plotHeight;
  const slot = days.length > 0 ? (plot.right - plot.left) / days.length : 0;
  const stride = labelStride(days.length, maxLabels);
  const last = days.length - 1;

  const columns = days.map((day, index) => {
    const centre = plot.left + slot * (index + 0.5);
    const width = slot * BAR_FILL;
    const y = yOf(day.visits);
    return {
      centre,
      bar: { x: centre - width / 2, y, width, height: plot.bottom - y },
      leadsY: yOf(day.leads),
      labelled: (last - index) % stride === 0,
    };
  });
  const leadsPath = columns.map((column) => `${round(column.centre)},${round(column.leadsY)}`).join(' ');
  return { scale, plot, gridlines: scale.ticks.map((value) => ({ value, y: yOf(value) })), columns, leadsPath };
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}

export interface HorizontalBar {
  value: number;
  /** Length of the bar; at least a hairline for a non-zero value so it is not read as nothing. */
  width: number;
}

/** Bars that share one scale whose longest is `maxWidth` long. */
export function horizontalBars(values: readonly number[], maxWidth: number): HorizontalBar[] {
  const largest = Math.max(0, ...values);
  return values.map((value) => ({
    value,
    width: largest > 0 ? (value > 0 ? Math.max(2, (value / largest) * maxWidth) : 0) : 0,
  }));
}

export interface StackSegment {
  x: number;
  width: number;
}

/** Segments of a bar `width` long, one per count, in order, proportional to the counts. */
export function stackedSegments(counts: readonly number[], width: number): StackSegment[] {
  const total = counts.reduce((sum, value) => sum + value, 0);
  let x = 0;
  return counts.map((value) => {
    const segment = { x, width: total > 0 ? (value / total) * width : 0 };
    x += segment.width;
    return segment;
  });
}

/** Cuts a name to `max` characters with an ellipsis; SVG text does not wrap, the table has it whole. */
export function clip(text: string, max: number): string {
  const chars = Array.from(text);
  return chars.length <= max
    ? text
    : `${chars
        .slice(0, max - 1)
        .join('')
        .trimEnd()}…`;
}

/** The top of each row stacked downwards with `gap` between rows, and the height they take together. */
export function stackRows(heights: readonly number[], gap: number): { tops: number[]; height: number } {
  const tops: number[] = [];
  let y = 0;
  for (const height of heights) {
    tops.push(y);
    y += height + gap;
  }
  return { tops, height: Math.max(0, y - gap) };
}
