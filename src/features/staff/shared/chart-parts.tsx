/** Pieces of the staff charts (the dashboard's weeks, the insights' days and bars). */
import type { ReactNode } from 'react';

/**
 * The drawing, in SVG user units: it scales with its box (viewBox). Hidden from assistive technology;
 * every chart has a table with the same numbers.
 */
export function ChartSvg({
  className,
  width,
  height,
  fontSize,
  children,
}: {
  className: string;
  width: number;
  height: number;
  fontSize: number;
  children: ReactNode;
}) {
  return (
    <svg
      className={className}
      viewBox={`0 0 ${width} ${height}`}
      aria-hidden="true"
      focusable="false"
      fontSize={fontSize}
    >
      {children}
    </svg>
  );
}

/** The class names of a chart with a scale: the drawing, its gridlines and the figures on its axes. */
export interface GridChartClasses {
  svg: string;
  line: string;
  axis: string;
}

/**
 * A drawing with a vertical scale: the horizontal lines of the scale, each with its figure at the left of
 * the plot, under what `children` draw on it.
 */
export function GridChart({
  frame,
  layout,
  fontSize,
  format,
  classes,
  children,
}: {
  frame: { width: number; height: number };
  layout: { gridlines: readonly { value: number; y: number }[]; plot: { left: number; right: number } };
  fontSize: number;
  format: (value: number) => string;
  classes: GridChartClasses;
  children: ReactNode;
}) {
  const { plot } = layout;
  return (
    <ChartSvg className={classes.svg} width={frame.width} height={frame.height} fontSize={fontSize}>
      {layout.gridlines.map((line) => (
        <g key={line.value}>
          <line className={classes.line} x1={plot.left} x2={plot.right} y1={line.y} y2={line.y} />
          <text className={classes.axis} x={plot.left - 5} y={line.y} textAnchor="end" dominantBaseline="middle">
            {format(line.value)}
          </text>
        </g>
      ))}
      {children}
    </ChartSvg>
  );
}

/** A table's width follows its content, so it is hidden inside a 1 px box that clips it. */
export function HiddenTable({ caption, head, rows }: { caption: string; head: string[]; rows: ReactNode[][] }) {
  return (
    <div className="visually-hidden">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((cell) => (
              <th key={cell} scope="col">
                {cell}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map(([first, ...rest], index) => (
            <tr key={index}>
              <th scope="row">{first}</th>
              {rest.map((cell, column) => (
                <td key={column}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
