/**
 * Geometry of the weekly inquiries chart: a value axis with round steps and two bars per week (tour
 * inquiries, custom requests). Pure numbers in SVG user units; the component only draws them.
 */

import { axisScale, type AxisScale, type ChartFrame } from '../../../lib/chart-scale';

export { axisScale, type AxisScale, type ChartFrame };

export type Series = 'inquiries' | 'custom_requests';
export const SERIES: readonly Series[] = ['inquiries', 'custom_requests'];

export interface Bar {
  series: Series;
  value: number;
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface WeekColumn {
  /** Centre of the week's group, for its label. */
  centre: number;
  bars: Bar[];
}

export interface ChartLayout {
  scale: AxisScale;
  plot: { left: number; right: number; top: number; bottom: number };
  /** The y of each gridline, with its value. */
  gridlines: { value: number; y: number }[];
  columns: WeekColumn[];
}

/** Share of a week's width taken by its two bars; the rest is the gap between weeks. */
const GROUP_FILL = 0.7;

export function chartLayout(weeks: readonly Record<Series, number>[], frame: ChartFrame): ChartLayout {
  const plot = {
    left: frame.padding.left,
    right: frame.width - frame.padding.right,
    top: frame.padding.top,
    bottom: frame.height - frame.padding.bottom,
  };
  const largest = Math.max(0, ...weeks.flatMap((week) => SERIES.map((series) => week[series])));
  const scale = axisScale(largest);
  const plotHeight = plot.bottom - plot.top;
  const yOf = (value: number) => plot.bottom - (value / scale.max) * plotHeight;

  const groupWidth = weeks.length > 0 ? (plot.right - plot.left) / weeks.length : 0;
  const barWidth = (groupWidth * GROUP_FILL) / SERIES.length;
  const columns = weeks.map((week, index) => {
    const centre = plot.left + groupWidth * (index + 0.5);
    const start = centre - (barWidth * SERIES.length) / 2;
    const bars = SERIES.map((series, position) => {
      const value = week[series];
      const y = yOf(value);
      return { series, value, x: start + barWidth * position, y, width: barWidth, height: plot.bottom - y };
    });
    return { centre, bars };
  });

  return { scale, plot, gridlines: scale.ticks.map((value) => ({ value, y: yOf(value) })), columns };
}
