/** A read that failed on a staff screen: the reason, announced, and a button to try again. */
export function LoadFailed({
  message,
  retryLabel,
  onRetry,
  className,
}: {
  message: string;
  retryLabel: string;
  onRetry: () => void;
  /** The screen's own class, for its spacing. */
  className: string;
}) {
  return (
    <div className={`form-banner error ${className}`}>
      <p role="alert">{message}</p>
      <button type="button" className="button button-light" onClick={onRetry}>
        {retryLabel}
      </button>
    </div>
  );
}
