/**
 * The banners that say what became of a form: a polite status region under a form or its button, and an
 * error banner at a form's top. Apart from the form controls (form-fields.tsx) so that a page showing only
 * the button that opens a form's dialog loads neither the controls nor their styles.
 */
import type { ReactNode, Ref } from 'react';
import './form-banner.css';

/**
 * A polite live region that is always in the page, so the message put in it later is announced.
 * `tone` colours the banner; an empty region shows nothing.
 */
export function StatusMessage({
  tone = 'success',
  children,
  className,
}: {
  tone?: 'success' | 'info' | 'error';
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div role="status" className={className}>
      {children ? <div className={`form-banner ${tone}`}>{children}</div> : null}
    </div>
  );
}

/** A failure shown at the top of a form; announced at once (role="alert"). */
export function ErrorBanner({ children, ref }: { children: ReactNode; ref?: Ref<HTMLDivElement> }) {
  return (
    <div ref={ref} className="form-banner error" role="alert">
      {children}
    </div>
  );
}
