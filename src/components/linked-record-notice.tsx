/**
 * Above a staff list: the record a link named (`?open=<id>`) is not there to show, and why. Dismissing
 * it takes the link's id out of the address.
 */
import './form-banner.css';
import './linked-record-notice.css';

export function LinkedRecordNotice({
  message,
  tone,
  dismissLabel,
  onDismiss,
  retryLabel,
  onRetry,
}: {
  message: string;
  /** 'info': the record is gone; 'error': it could not be read, and may be there. */
  tone: 'info' | 'error';
  dismissLabel: string;
  onDismiss: () => void;
  retryLabel?: string;
  onRetry?: () => void;
}) {
  return (
    <div className={`form-banner ${tone} linked-record-notice`}>
      <p role="alert">{message}</p>
      <div className="button-row">
        {onRetry && retryLabel && (
          <button type="button" className="button button-light" onClick={onRetry}>
            {retryLabel}
          </button>
        )}
        <button type="button" className="button button-light" onClick={onDismiss}>
          {dismissLabel}
        </button>
      </div>
    </div>
  );
}
