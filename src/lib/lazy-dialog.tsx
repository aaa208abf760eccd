import { use, useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { takeEarlyTap } from './early-input';
import { loadNamespaces } from './i18n';

/**
 * Dialogs with a form (a review, an enquiry) bring the form's validation, the outbox and IndexedDB with
 * them. They are split off so a page's first download and first seconds of work are only what it
 * shows: the dialog's code is fetched when the visitor shows the intent to open it (a pointer over the
 * button, a touch, keyboard focus) and the dialog is rendered from the first time it opens. The service
 * worker keeps every chunk, so this works offline too.
 *
 * The button opens its dialog once the code is there (`useDialogOpener`), so the dialog's first render
 * never suspends: React holds back content that replaces a Suspense fallback until 300 ms after the
 * fallback appeared, which made every first tap on such a button wait a third of a second for nothing.
 */

export interface LazyDialog<P extends object> {
  /** Fetches the dialog's code, once; resolves when it is ready. */
  load: () => Promise<ComponentType<P>>;
  /** Whether a fetch of the code has failed in this page (its next failure may be the browser's memory of it). */
  failedBefore: () => boolean;
  /** The dialog: rendered at once when its code is there, and suspends until it is otherwise. */
  Dialog: ComponentType<P>;
}

/**
 * `namespaces`: the texts the dialog shows, fetched with its code so that its first render finds them; the
 * page that only shows the button never loads them.
 */
export function lazyDialog<P extends object>(
  importer: () => Promise<ComponentType<P>>,
  namespaces: readonly string[] = [],
): LazyDialog<P> {
  let component: ComponentType<P> | undefined;
  let pending: Promise<ComponentType<P>> | undefined;
  let failed = false;
  const texts = () => (namespaces.length > 0 ? loadNamespaces(...namespaces) : undefined);
  const load = () =>
    (pending ??= Promise.all([importer(), texts()]).then(
      ([loaded]) => (component = loaded),
      (error: unknown) => {
        // Offline with the chunk not yet cached: the next attempt fetches again.
        pending = undefined;
        failed = true;
        throw error;
      },
    ));
  function Dialog(props: P) {
    // Not a component made during render: `use` returns the one loaded once, the same on every render.
    const Loaded = component ?? use(load());
    // eslint-disable-next-line react-hooks/static-components
    return <Loaded {...props} />;
  }
  return { load, Dialog, failedBefore: () => failed };
}

const REOPEN_KEY = 'lanka-reopen-dialog';
/** A request that tells a page that cannot be reached from one that can (never from a cache). */
const PROBE_URL = '/manifest.webmanifest';
const PROBE_TIMEOUT_MS = 5_000; // ms

/** Whether the site answers now, asked past every cache. */
async function siteAnswers(): Promise<boolean> {
  try {
    const response = await fetch(PROBE_URL, { cache: 'no-store', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
    await response.body?.cancel();
    return response.ok;
  } catch {
    return false;
  }
}

/**
 * Some browsers (Chromium before 151) remember a module that failed to load for the life of the page: asked
 * again once the connection is back, they fail at once without fetching. When a second try fails while the
 * site answers, the page is loaded again and the dialog opens there (nothing was typed into it: it never
 * opened). Returns false when the site does not answer either (still offline): the page stays.
 */
async function reopenAfterReload(earlyTap: string): Promise<boolean> {
  if (!(await siteAnswers())) return false;
  try {
    sessionStorage.setItem(REOPEN_KEY, earlyTap);
  } catch {
    return false; // without storage the reloaded page would not know to open it
  }
  location.reload();
  return true;
}

/** Whether this page was loaded again to open the dialog named `earlyTap` (once). */
function takeReopen(earlyTap: string): boolean {
  try {
    if (sessionStorage.getItem(REOPEN_KEY) !== earlyTap) return false;
    sessionStorage.removeItem(REOPEN_KEY);
    return true;
  } catch {
    return false;
  }
}

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

/**
 * The open state of a lazily loaded dialog and the props of the button that opens it. `openDialog` waits
 * for the dialog's code (usually already fetched on intent) and then opens it; meanwhile the button is
 * marked busy. When the code cannot be fetched (offline on a first visit, before the service worker has
 * stored the site) the dialog stays closed and `unavailable` is set, for the button's owner to say so
 * beside it (`DialogUnavailable`); the page stays as it is, and the next tap tries again.
 *
 * `earlyTap` names the button for the boot script (src/boot.ts): a tap on the pre-rendered button before
 * the page was live opens the dialog as soon as the button is, instead of being lost. `onOpen` runs on
 * every opening, the early one included.
 */
export function useDialogOpener(
  load: () => Promise<unknown>,
  earlyTap: string,
  onOpen?: () => void,
  failedBefore: () => boolean = () => false,
) {
  const [open, setOpen] = useState(false);
  const [opening, setOpening] = useState(false);
  const [unavailable, setUnavailable] = useState(false);
  useEffect(() => {
    if (takeEarlyTap(earlyTap) || takeReopen(earlyTap)) openDialog();
    // Once, when the button goes live.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  function openDialog() {
    onOpen?.();
    setOpening(true);
    const retry = failedBefore();
    void load()
      .then(
        () => {
          setUnavailable(false);
          setOpen(true);
        },
        async () => {
          if (retry && (await reopenAfterReload(earlyTap))) return;
          setUnavailable(true);
        },
      )
      .finally(() => setOpening(false));
  }
  return {
    open,
    unavailable,
    openDialog,
    closeDialog: () => setOpen(false),
    buttonProps: {
      ...prefetchOnIntent(load),
      onClick: openDialog,
      'aria-busy': opening || undefined,
      'data-early-tap': earlyTap,
    },
  };
}

/** What a button says when its dialog could not be fetched (see `useDialogOpener`). */
export function DialogUnavailable() {
  const { t } = useTranslation('common');
  return <p>{t('dialogUnavailable')}</p>;
}
