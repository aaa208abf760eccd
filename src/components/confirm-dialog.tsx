import { useEffect, useId, useRef } from 'react';
import { Modal } from './modal';
import './confirm-dialog.css';

export interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, read out with either button. */
  message: string;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel: string;
  cancelLabel: string;
  closeLabel: string;
  busy: boolean;
  onConfirm: () => void;
  /** However the dialog closes: Cancel, ×, Escape, or `open` turning false. */
  onClose: () => void;
}

/**
 * A yes/no question in the app's modal, in place of window.confirm: keyboard and screen-reader friendly,
 * translated, and styled. Focus starts on Cancel, so Enter pressed by habit does not destroy anything.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, message, confirmLabel, busyLabel, cancelLabel, closeLabel, busy, onConfirm, onClose } = props;
  const cancelRef = useRef<HTMLButtonElement>(null);
  const messageId = useId();

  // Runs after the modal's own effect has opened the dialog (child effects run first).
  useEffect(() => {
    if (open) cancelRef.current?.focus();
  }, [open]);

  return (
    <Modal open={open} onClose={onClose} title={title} closeLabel={closeLabel}>
      <div className="confirm-dialog">
        <p id={messageId}>{message}</p>
        <div className="confirm-dialog-actions">
          <button
            ref={cancelRef}
            type="button"
            className="button button-light"
            aria-describedby={messageId}
            onClick={onClose}
            disabled={busy}
          >
            {cancelLabel}
          </button>
          <button
            type="button"
            className="button button-danger"
            aria-describedby={messageId}
            onClick={onConfirm}
            disabled={busy}
          >
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </div>
    </Modal>
  );
}
