/** One-tap replies to a traveller from the details modal. */

/**
 * The phone as wa.me wants it: digits only, international, no leading zeros. A number typed with
 * "00" instead of "+" is the same number; a purely local number (leading 0) cannot be told apart and
 * is passed on as typed, WhatsApp then says it is not on WhatsApp.
 */
export function phoneDigits(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  return phone.trim().startsWith('00') ? digits.replace(/^00/, '') : digits;
}

export function whatsappReplyHref(phone: string, text?: string): string {
  const base = `https://wa.me/${phoneDigits(phone)}`;
  return text ? `${base}?text=${encodeURIComponent(text)}` : base;
}

export function mailtoHref(email: string, subject: string): string {
  return `mailto:${encodeURIComponent(email).replace(/%40/g, '@')}?subject=${encodeURIComponent(subject)}`;
}

/** tel: keeps a leading + and the digits (RFC 3966 global number without visual separators). */
export function telHref(phone: string): string {
  const trimmed = phone.trim();
  const digits = trimmed.replace(/\D/g, '');
  return `tel:${trimmed.startsWith('+') ? '+' : ''}${digits}`;
}
