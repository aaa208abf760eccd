/**
 * The operator's contacts as the notification mails give them: the facts the site was first published with
 * (the seeded `business` content item), kept equal by business.test.ts.
 */
export const BUSINESS = {
  name: 'Lanka Chauffeur Tours',
  phone: '+94 70 000 0000',
  phoneHref: 'tel:+94700000000',
  email: 'hello@lanka-chauffeur-tours.example',
  /** Digits only, international format, for https://wa.me/<number> */
  whatsappNumber: '94700000000',
} as const;

export const BUSINESS_LINKS = {
  whatsapp: `https://wa.me/${BUSINESS.whatsappNumber}`,
  phone: BUSINESS.phoneHref,
  email: `mailto:${BUSINESS.email}`,
} as const;

/** The WhatsApp number as people read it: "+94 70 000 0000" when it is the phone number, else "+<digits>". */
export const WHATSAPP_DISPLAY =
  BUSINESS.phone.replace(/\D/g, '') === BUSINESS.whatsappNumber ? BUSINESS.phone : `+${BUSINESS.whatsappNumber}`;
