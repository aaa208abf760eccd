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
