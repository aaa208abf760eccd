/**
 * The two formats public pages show (a review's date, a rating average), written out for the site's three
 * languages instead of asking Intl. The first Intl.DateTimeFormat or Intl.NumberFormat a page makes loads
 * the browser's locale data: 13–35 ms on a fast desktop, four times that on a slow phone, in the middle of
 * rendering the reviews (it was the longest task on Home and the tour pages). The output is exactly what
 * Intl gives for `{ dateStyle: 'medium' }` and one fixed decimal (the unit tests compare them day by day);
 * the staff portal, where many formats are needed, keeps using Intl (src/lib/intl.ts).
 */
import type { Language } from './i18n';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const FR_MONTHS = ['janv.', 'févr.', 'mars', 'avr.', 'mai', 'juin', 'juil.', 'août', 'sept.', 'oct.', 'nov.', 'déc.'];

const twoDigits = (value: number) => String(value).padStart(2, '0');

/** The language a format is chosen by: one of the site's, English otherwise. */
function languageOf(locale: string): Language {
  const base = locale.toLowerCase().split('-')[0];
  return base === 'de' || base === 'fr' ? base : 'en';
}

/** A calendar date as Intl's medium date style writes it, in the device's time zone: Nov 12, 2026 · 12.11.2026 · 12 nov. 2026. */
export function mediumDate(date: Date, locale: string): string {
  const day = date.getDate();
  const month = date.getMonth();
  const year = date.getFullYear();
  switch (languageOf(locale)) {
    case 'de':
      return `${twoDigits(day)}.${twoDigits(month + 1)}.${year}`;
    case 'fr':
      return `${day} ${FR_MONTHS[month]} ${year}`;
    default:
      return `${EN_MONTHS[month]} ${day}, ${year}`;
  }
}

/**
 * Half up to one decimal (4.25 → 4.3, 4.24 → 4.2). toPrecision first, so a product that lands a hair
 * below .5 in binary still rounds as the decimal number it stands for, as Intl does.
 */
export function roundToOneDecimal(value: number): number {
  return Math.round(Number((value * 10).toPrecision(12))) / 10;
}

/** A number from 0 to 9.95 with one decimal, as Intl writes it: 4.3 · 4,3 · 4,3. */
export function oneDecimal(value: number, locale: string): string {
  const figure = roundToOneDecimal(value).toFixed(1);
  return languageOf(locale) === 'en' ? figure : figure.replace('.', ',');
}
