/**
 * Geometry of the weekly inquiries chart: a value axis with round steps and two bars per week (tour
 * inquiries, custom requests). Pure numbers in SVG user units; the component only draws them.
 */

export interface AxisScale {
  /** The axis top: a whole multiple of `step`, at least the largest value. */
  max: number;
  step: number;
  ticks: number[];
}

/** About this many gridlines; counts are whole numbers, so a step is never below 1. */
const TARGET_STEPS = 4;

/** Steps of 1, 2 or 5 × 10^n, so gridlines read as round numbers. */
export function axisScale(largest: number): AxisScale {
  const rawStep = Math.max(1, largest / TARGET_STEPS);
  const magnitude = 10 ** Math.floor(Math.log10(rawStep));
  const residual = rawStep / magnitude;
  const nice = residual <= 1 ? 1 : residual <= 2 ? 2 : residual <= 5 ? 5 : 10;
  const step = nice * magnitude;
  const max = Math.max(step, Math.ceil(largest / step) * step);
  const ticks: number[] = [];
  for (let tick = 0; tick <= max; tick += step) ticks.push(tick);
  return { max, step, ticks };
}

export interface ChartFrame {
  width: number;
  height: number;
  /** Room for the axis labels around the plot. */
  padding: { top: number; right: number; bottom: number; left: number };
}

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
