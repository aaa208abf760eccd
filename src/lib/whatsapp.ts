import { BUSINESS } from '../content/business';

/** A chat with the business on WhatsApp with `message` pre-filled (URL-encoded). */
export function whatsappLink(message?: string): string {
  const base = `https://wa.me/${BUSINESS.whatsappNumber}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
