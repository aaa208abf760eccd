import { describe, expect, it } from 'vitest';
import { BUSINESS as APP_BUSINESS } from '../../../src/content/business';
import { POLICY_CONTACT } from '../../../src/content/policies';
import { whatsappLink } from '../../../src/lib/whatsapp';
import { BUSINESS, BUSINESS_LINKS, WHATSAPP_DISPLAY } from './business.ts';

describe('business contacts in notifications', () => {
  it('are the contacts the site shows', () => {
    expect(BUSINESS.name).toBe(APP_BUSINESS.name);
    expect(BUSINESS.phone).toBe(APP_BUSINESS.phone);
    expect(BUSINESS.phoneHref).toBe(APP_BUSINESS.phoneHref);
    expect(BUSINESS.email).toBe(APP_BUSINESS.email);
    expect(BUSINESS.whatsappNumber).toBe(APP_BUSINESS.whatsappNumber);
  });

  it('link where the site links', () => {
    expect(BUSINESS_LINKS.whatsapp).toBe(whatsappLink());
    expect(BUSINESS_LINKS.whatsapp).toBe(POLICY_CONTACT.whatsappHref);
    expect(BUSINESS_LINKS.phone).toBe(POLICY_CONTACT.phoneHref);
    expect(BUSINESS_LINKS.email).toBe(POLICY_CONTACT.emailHref);
  });

  it('write the WhatsApp number so that it dials the WhatsApp link', () => {
    expect(WHATSAPP_DISPLAY.replace(/\D/g, '')).toBe(BUSINESS.whatsappNumber);
  });
});
