/**
 * Month-over-month change of a dashboard figure. The old dashboard printed a fixed "+0%"; these rules
 * compare what was created this month with what was created last month (calendar months in the admin's
 * time zone, as the server counts them).
 */
import { numberFormatter } from '../../../lib/intl';

export type ChangeDirection = 'up' | 'down' | 'same';

export type Change =
  /** `percent` is the size of the change (always positive); `direction` carries the sign. */
  | { kind: 'percent'; direction: 'up' | 'down'; percent: number }
  /** Last month had none: a percentage would be infinite, so the plain count is shown. */
  | { kind: 'new'; direction: 'up'; count: number }
  /** Average rating: the difference in stars (always positive), one decimal. */
  | { kind: 'points'; direction: 'up' | 'down'; points: number }
  | { kind: 'same'; direction: 'same' }
  | { kind: 'no-ratings-last-month' }
  | { kind: 'no-ratings-this-month' };

/** Counts: the change as a percentage of last month, whole percent (one decimal below 1%). */
export function countChange(thisMonth: number, lastMonth: number): Change {
  if (thisMonth === lastMonth) return { kind: 'same', direction: 'same' };
  if (lastMonth === 0) return { kind: 'new', direction: 'up', count: thisMonth };
  const size = (Math.abs(thisMonth - lastMonth) / lastMonth) * 100;
  // A tiny change still reads as a change, never as "0%".
  const percent = size >= 1 ? Math.round(size) : Math.max(0.1, Math.round(size * 10) / 10);
  return { kind: 'percent', direction: thisMonth > lastMonth ? 'up' : 'down', percent };
}

/** Average ratings (one decimal, as shown): the difference in points. */
export function ratingChange(thisMonth: number | null, lastMonth: number | null): Change {
  if (lastMonth === null) return { kind: 'no-ratings-last-month' };
  if (thisMonth === null) return { kind: 'no-ratings-this-month' };
  // In tenths, so 4.6 - 4.3 is 3 tenths and not 0.2999….
  const tenths = Math.round(thisMonth * 10) - Math.round(lastMonth * 10);
  if (tenths === 0) return { kind: 'same', direction: 'same' };
  return { kind: 'points', direction: tenths > 0 ? 'up' : 'down', points: Math.abs(tenths) / 10 };
}

export function changeDirection(change: Change): ChangeDirection | null {
  return 'direction' in change ? change.direction : null;
}

/** A signed number in the reader's language; a true minus sign (−) rather than a hyphen. */
export function formatSigned(value: number, language: string, options: Intl.NumberFormatOptions = {}): string {
  return numberFormatter(language, { signDisplay: 'exceptZero', ...options })
    .format(value)
    .replace('-', '\u2212');
}

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The visible change text, e.g. "+25% vs last month". `t` is the `admin-dashboard` namespace's.
 * The direction is also given in words by the card (for screen readers), see `directionKey`.
 */
export function changeText(change: Change, t: Translate, language: string): string {
  switch (change.kind) {
    case 'percent': {
      const signed = change.direction === 'up' ? change.percent : -change.percent;
      const value = formatSigned(signed / 100, language, { style: 'percent', maximumFractionDigits: 1 });
      return t('change.versusLastMonth', { value });
    }
    case 'points': {
      const signed = change.direction === 'up' ? change.points : -change.points;
      const value = formatSigned(signed, language, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return t('change.versusLastMonth', { value });
    }
    case 'new':
      return t('change.newThisMonth', { count: change.count });
    case 'same':
      return t('change.same');
    case 'no-ratings-last-month':
      return t('change.noRatingsLastMonth');
    case 'no-ratings-this-month':
      return t('change.noRatingsThisMonth');
  }
}
