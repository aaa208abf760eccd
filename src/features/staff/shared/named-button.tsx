import type { ReactNode, Ref } from 'react';

/**
 * A row's button: a short visible label ("View Details", "Delete") and, for screen readers, whose row it
 * is, since a page holds one such button per row.
 */
export function NamedButton({
  label,
  name,
  onClick,
  className = 'button button-light',
  pressed,
  ref,
}: {
  label: ReactNode;
  /** Completes the label for screen readers, e.g. "review by Jane Doe". */
  name: string;
  onClick: () => void;
  className?: string;
  /** For a toggle: whether it is on. */
  pressed?: boolean;
  ref?: Ref<HTMLButtonElement>;
}) {
  return (
    <button ref={ref} type="button" className={className} aria-pressed={pressed} onClick={onClick}>
      {label}
      <span className="visually-hidden"> {name}</span>
    </button>
  );
}
