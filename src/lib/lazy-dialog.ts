import { useState } from 'react';

/**
 * Dialogs with a form (a review, an enquiry) bring the form's validation, the outbox and IndexedDB with
 * them. They are split off so a page's first download and first seconds of work are only what it
 * shows: the dialog's code is fetched when the visitor shows the intent to open it (a pointer over the
 * button, a touch, keyboard focus) and the dialog is rendered from the first time it opens. The service
 * worker keeps every chunk, so this works offline too.
 */

/** True from the first time `open` is true on, so a closed dialog keeps what was typed into it. */
export function useOpenedOnce(open: boolean): boolean {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  return opened || open;
}

/** Event handlers for the button that opens a dialog: they start loading its code ahead of the click. */
export function prefetchOnIntent(load: () => Promise<unknown>) {
  const start = () => void load().catch(() => undefined);
  return { onPointerEnter: start, onTouchStart: start, onFocus: start };
}
