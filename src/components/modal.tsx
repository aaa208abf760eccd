import { useEffect, useId, useRef, type ReactNode } from 'react';
import './forms.css';

export interface ModalProps {
  open: boolean;
  /** Called however the modal closes: Escape, the close button, or `open` becoming false. */
  onClose: () => void;
  /** The dialog's heading and accessible name. */
  title: string;
  /** Accessible name of the × button (translated by the caller). */
  closeLabel: string;
  /** A line under the title, e.g. the tour's name. */
  subtitle?: ReactNode;
  children: ReactNode;
}

/**
 * A modal on the native <dialog>: showModal() makes the rest of the page inert (focus stays inside)
 * and Escape closes it. Focus goes back to the control that opened it. Clicking the backdrop does not
 * close it, so a half-written form is not lost by a stray tap.
 */
export function Modal({ open, onClose, title, closeLabel, subtitle, children }: ModalProps) {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const openerRef = useRef<HTMLElement | null>(null);
  const titleId = useId();

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      openerRef.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      dialog.showModal();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  function handleClose() {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) opener.focus();
    onClose();
  }

  return (
    <dialog
      ref={dialogRef}
      className="modal"
      aria-labelledby={titleId}
      // React passes a dialog's close on to the dialogs around it: a modal opened from this one (the gallery's
      // upload inside the content editor's photo picker) closing must not close this one too.
      onClose={(event) => {
        if (event.target === dialogRef.current) handleClose();
      }}
    >
      <div className="modal-header">
        <div>
          <h2 id={titleId}>{title}</h2>
          {subtitle && <p className="modal-subtitle">{subtitle}</p>}
        </div>
        <button
          type="button"
          className="icon-button modal-close"
          aria-label={closeLabel}
          onClick={() => dialogRef.current?.close()}
        >
          <span aria-hidden="true">×</span>
        </button>
      </div>
      <div className="modal-body">{children}</div>
    </dialog>
  );
}
