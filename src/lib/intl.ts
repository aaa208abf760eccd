/**
 * Intl formatters, made once per language and options. Creating one loads locale data and is slow next
 * to formatting (on a slow phone, a list of thirty review dates made a formatter each and that alone was
 * a long task); a page formats with a handful of distinct ones.
 */
/** `make`, called once per language and options; later calls with equal ones get the same formatter. */
function madeOnce<Options, Formatter>(make: (locale: string | undefined, options: Options) => Formatter) {
  const made = new Map<string, Formatter>();
  return (locale: string | undefined, options: Options): Formatter => {
    const key = JSON.stringify([locale, options]);
    let formatter = made.get(key);
    if (!formatter) {
      formatter = make(locale, options);
      made.set(key, formatter);
    }
    return formatter;
  };
}

const dateFormatters = madeOnce(
  (locale, options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat(locale, options),
);
const numberFormatters = madeOnce(
  (locale, options: Intl.NumberFormatOptions) => new Intl.NumberFormat(locale, options),
);

export function dateFormatter(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return dateFormatters(locale, options);
}

export function numberFormatter(locale: string | undefined, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat {
  return numberFormatters(locale, options);
}
