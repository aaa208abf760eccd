import { describe, expect, it } from 'vitest';
import { seedItems } from '../../../scripts/content-seed/write-migration';
import { contentGroups } from '../../../src/content/published';
import { whatsappLink } from '../../../src/lib/whatsapp';
import { BUSINESS, BUSINESS_LINKS, WHATSAPP_DISPLAY } from './business.ts';

/** The contacts the site was first published with (the seeded business facts). */
const APP_BUSINESS = contentGroups(seedItems(), 'en').site.business;

describe('business contacts in notifications', () => {
  it('are the contacts the site was first published with', () => {
    expect(BUSINESS.name).toBe(APP_BUSINESS.name);
    expect(BUSINESS.phone).toBe(APP_BUSINESS.phone);
    expect(BUSINESS.phoneHref).toBe(APP_BUSINESS.phoneHref);
    expect(BUSINESS.email).toBe(APP_BUSINESS.email);
    expect(BUSINESS.whatsappNumber).toBe(APP_BUSINESS.whatsappNumber);
  });

  it('link where the site links', () => {
    expect(BUSINESS_LINKS.whatsapp).toBe(whatsappLink(APP_BUSINESS.whatsappNumber));
    expect(BUSINESS_LINKS.phone).toBe(APP_BUSINESS.phoneHref);
    expect(BUSINESS_LINKS.email).toBe(`mailto:${APP_BUSINESS.email}`);
  });

  it('write the WhatsApp number so that it dials the WhatsApp link', () => {
    expect(WHATSAPP_DISPLAY.replace(/\D/g, '')).toBe(BUSINESS.whatsappNumber);
  });
});
