/**
 * The value axis of the staff portal's SVG charts: round steps (1, 2 or 5 × 10^n) and the frame the
 * drawing sits in, in SVG user units. Pure numbers; the components only draw them.
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
