/** A chat with the business (its WhatsApp number: digits only, international format) with `message` pre-filled. */
export function whatsappLink(number: string, message?: string): string {
  const base = `https://wa.me/${number}`;
  return message ? `${base}?text=${encodeURIComponent(message)}` : base;
}
