/** A change the server did not take, in the page's words, until dismissed. */
export function DismissibleAlert({
  message,
  dismissLabel,
  onDismiss,
  className,
}: {
  message: string;
  dismissLabel: string;
  onDismiss: () => void;
  /** The screen's own alert class, beside `form-banner error`. */
  className: string;
}) {
  return (
    <div className={`form-banner error ${className}`} role="alert">
      <p>{message}</p>
      <button type="button" className="button button-light" onClick={onDismiss}>
        {dismissLabel}
      </button>
    </div>
  );
}
