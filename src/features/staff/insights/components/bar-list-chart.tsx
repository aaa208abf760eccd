import { clip, horizontalBars, stackRows } from '../chart';
import type { ReactNode } from 'react';
import { ChartSvg, HiddenTable } from '../../shared/chart-parts';

export interface BarRow {
  key: string;
  label: string;
  value: number;
  /** The figure written at the bar's end (the value, maybe with its share). */
  valueText: string;
  /** A second line under the bar, e.g. the step conversion of a funnel. */
  note?: string;
}

/**
 * SVG user units; the drawing scales with its box, so on a 390 px phone it is drawn at about 0.9 of this
 * size. Each row has its label above the bar, where it can be as long as the drawing is wide.
 */
const WIDTH = 360;
const LABEL_SIZE = 12;
const LABEL_HEIGHT = 16;
const BAR_HEIGHT = 14;
const NOTE_HEIGHT = 15;
const ROW_GAP = 10;
/** Room at the bar's end for its figure. */
const VALUE_ROOM = 96;
/** Labels longer than this are cut here; the table under the drawing has them whole. */
const LABEL_CHARS = 52;

/**
 * Horizontal bars on one scale, each with its label and figure written out, so the drawing reads without
 * colour. Hidden from assistive technology: every chart that uses it has a table with the same numbers.
 */
export function BarListChart({ rows, tone }: { rows: readonly BarRow[]; tone: string }) {
  const bars = horizontalBars(
    rows.map((row) => row.value),
    WIDTH - VALUE_ROOM,
  );
  const stack = stackRows(
    rows.map((row) => LABEL_HEIGHT + BAR_HEIGHT + (row.note ? NOTE_HEIGHT : 0)),
    ROW_GAP,
  );
  const placed = rows.map((row, index) => ({ row, bar: bars[index]!, top: stack.tops[index]! }));
  const height = Math.max(1, stack.height);

  return (
    <ChartSvg className="insights-svg insights-bars" width={WIDTH} height={height} fontSize={LABEL_SIZE}>
      {placed.map(({ row, bar, top }) => (
        <g key={row.key}>
          <text className="insights-bar-label" x={0} y={top + 12}>
            {clip(row.label, LABEL_CHARS)}
          </text>
          <rect
            className="insights-track"
            x={0}
            y={top + LABEL_HEIGHT}
            width={WIDTH - VALUE_ROOM}
            height={BAR_HEIGHT}
            rx={2}
          />
          {bar.width > 0 && (
            <rect className={tone} x={0} y={top + LABEL_HEIGHT} width={bar.width} height={BAR_HEIGHT} rx={2} />
          )}
          <text className="insights-bar-value" x={WIDTH - VALUE_ROOM + 6} y={top + LABEL_HEIGHT + 11}>
            {row.valueText}
          </text>
          {row.note && (
            <text className="insights-bar-note" x={0} y={top + LABEL_HEIGHT + BAR_HEIGHT + 12} fontSize={11}>
              {row.note}
            </text>
          )}
        </g>
      ))}
    </ChartSvg>
  );
}

export interface TableBarRow extends BarRow {
  /** The table's cells after the label. */
  cells: ReactNode[];
}

/** The bars, then the table with the same rows for screen readers. */
export function BarListTable({
  rows,
  tone,
  caption,
  head,
}: {
  rows: readonly TableBarRow[];
  tone: string;
  caption: string;
  head: string[];
}) {
  return (
    <>
      <BarListChart tone={tone} rows={rows} />
      <HiddenTable caption={caption} head={head} rows={rows.map((row) => [row.label, ...row.cells])} />
    </>
  );
}
