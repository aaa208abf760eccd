/**
 * What a mail says, before it is HTML or plain text. Both parts are made from the same content, so the
 * plain text can never miss a field that the HTML shows.
 */
import type { Language } from '../submissions.ts';

/** Shown for an optional field left empty, in the HTML and the plain text alike. */
export const EMPTY_VALUE = '—';

/**
 * A link target the mail's own code built (the portal, the site, the business's contacts). Submitted
 * text never becomes one: only `ownLink` makes this type, and it is never called with a record's value.
 */
export type OwnLink = string & { readonly __ownLink: unique symbol };

export function ownLink(href: string): OwnLink {
  return href as OwnLink;
}

export interface Field {
  label: string;
  /** One text, or a list (ratings); '' is shown as EMPTY_VALUE. */
  value: string | readonly string[];
  /** Keep the traveller's line breaks (messages, places, comments). */
  multiline?: boolean;
}

export interface ContactItem {
  label: string;
  /** Shown after the label: "Available 24/7". */
  note?: string;
  text: string;
  href: OwnLink;
}

export type Block =
  | { type: 'heading'; text: string }
  | { type: 'paragraph'; text: string; strong?: boolean }
  | { type: 'fields'; fields: readonly Field[] }
  | {
      type: 'button';
      text: string;
      href: OwnLink;
      /** The same link written out below the button. */ fallback?: string;
    }
  | { type: 'contacts'; items: readonly ContactItem[] };

export interface EmailContent {
  language: Language;
  /** The page title and the first heading. */
  title: string;
  /** The line an inbox shows after the subject. */
  preview: string;
  blocks: readonly Block[];
  /** Small print below a rule; `link` (the site) closes it. */
  footer: readonly string[];
  footerLink?: { text: string; href: OwnLink };
}

export function displayValue(value: string): string {
  return value.trim() === '' ? EMPTY_VALUE : value;
}

/** The colon after a label ("Label: value"); French puts a space before it. */
export function colon(language: Language): string {
  return language === 'fr' ? ' :' : ':';
}
