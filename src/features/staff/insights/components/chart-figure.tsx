import { useId, type ReactNode } from 'react';

/** A chart's card: its title and subtitle as the figure's caption, the drawing, then its hidden table. */
export function ChartFigure({
  title,
  subtitle,
  className = '',
  children,
}: {
  title: string;
  subtitle?: string;
  className?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <figure className={`insights-card card ${className}`} aria-labelledby={titleId}>
      <figcaption>
        <h2 id={titleId}>{title}</h2>
        {subtitle && <p className="insights-muted">{subtitle}</p>}
      </figcaption>
      {children}
    </figure>
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
