/**
 * For component tests in a DOM (`// @vitest-environment jsdom`): renders with i18next set up on the English
 * language files, as a visitor reads the page, and unmounts after each test.
 */
import { cleanup, render, screen, type RenderResult } from '@testing-library/react';
import i18next from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { afterEach } from 'vitest';
import admin from '../locales/en/admin.json';
import common from '../locales/en/common.json';
import forms from '../locales/en/forms.json';
import tours from '../locales/en/tours.json';
import { provideSeedContent } from './content';

const i18n = i18next.createInstance();
await i18n.use(initReactI18next).init({
  lng: 'en',
  ns: ['forms', 'admin', 'common', 'tours'],
  defaultNS: 'forms',
  resources: { en: { forms, admin, common, tours } },
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});

// The published content components read (useContent): the seeded content, in English.
provideSeedContent('en');

afterEach(cleanup);

// What jsdom lacks of the browser and the components use: a modal <dialog> (src/components/modal.tsx) and
// scrolling a banner into view (jsdom lays nothing out).
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
Element.prototype.scrollIntoView ??= () => undefined;

/** The messages shown in the page as alerts (field errors, banners), in the page's order. */
/**
 * How long a whole-form test may take. Typing into a form in jsdom takes about a second on an idle machine,
 * but `npm test` runs the unit tests at low priority beside the browser suites, where one has waited more
 * than 15 s for the processor. What the tests check does not depend on the time.
 */
export const FORM_TEST_TIMEOUT_MS = 60_000;

export function alerts(): (string | null)[] {
  return screen.getAllByRole('alert').map((alert) => alert.textContent);
}

export function renderInEnglish(node: ReactNode): RenderResult {
  return render(<I18nextProvider i18n={i18n}>{node}</I18nextProvider>);
}

/** A promise settled from outside: holds a send open to see the form while it is submitting. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (reason: unknown) => void;
  const promise = new Promise<T>((settle, fail) => {
    resolve = settle;
    reject = fail;
  });
  return { promise, resolve, reject };
}

/** The text a control's aria-describedby points at (its hint and error), as a screen reader reads it out. */
export function description(control: HTMLElement): string {
  return (control.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .filter(Boolean)
    .join(' ');
}

/** Types `text` into a field as one paste: one change for React to render, where typing makes one per key. */
export async function fill(
  user: { click(element: Element): Promise<void>; paste(text: string): Promise<void> },
  control: HTMLElement,
  text: string,
) {
  await user.click(control);
  await user.paste(text);
}
