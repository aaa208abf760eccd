import { describe, expect, it } from 'vitest';
import { classifyLink, contactCardLabel, formStart } from './interactions';

const own = 'lankatours.example';

describe('classifyLink', () => {
  it('mailto: is an e-mail contact and a lead', () => {
    expect(classifyLink('mailto:info@example.com', own)).toEqual([
      { name: 'contact_link_click', props: { channel: 'email' } },
      { name: 'generate_lead', props: { lead_type: 'contact', channel: 'email' } },
    ]);
  });
  it('tel: is a phone contact and a lead', () => {
    expect(classifyLink('tel:+94771234567', own)).toEqual([
      { name: 'contact_link_click', props: { channel: 'phone' } },
      { name: 'generate_lead', props: { lead_type: 'contact', channel: 'phone' } },
    ]);
  });
  it.each(['https://wa.me/94771234567?text=Hi', 'https://api.whatsapp.com/send?phone=1', 'whatsapp://send?text=x'])(
    '%s is a WhatsApp contact and a lead',
    (href) => {
      expect(classifyLink(href, own)).toEqual([
        { name: 'contact_link_click', props: { channel: 'whatsapp' } },
        { name: 'generate_lead', props: { lead_type: 'contact', channel: 'whatsapp' } },
      ]);
    },
  );
  it('another site is an outbound click with its host only', () => {
    expect(classifyLink('https://www.TripAdvisor.com/Review?id=1', own)).toEqual([
      { name: 'outbound_click', props: { target_host: 'www.tripadvisor.com' } },
    ]);
  });
  it('links within the site and other schemes report nothing', () => {
    expect(classifyLink('/tours', own)).toEqual([]);
    expect(classifyLink(`https://${own}/gallery`, own)).toEqual([]);
    expect(classifyLink('#faq', own)).toEqual([]);
    expect(classifyLink('javascript:void(0)', own)).toEqual([]);
  });
});

describe('formStart', () => {
  it('starts each known form once per page view', () => {
    const started = new Set<string>();
    expect(formStart('inquiry', started)).toEqual({ name: 'form_start', props: { form: 'inquiry' } });
    expect(formStart('inquiry', started)).toBeNull();
    expect(formStart('review', started)).toEqual({ name: 'form_start', props: { form: 'review' } });
    expect(formStart('inquiry', new Set())).not.toBeNull();
  });
  it('ignores forms without a known name', () => {
    const started = new Set<string>();
    expect(formStart(null, started)).toBeNull();
    expect(formStart('newsletter', started)).toBeNull();
    expect(formStart('', started)).toBeNull();
  });
});

describe('contactCardLabel', () => {
  it('is the title, lower case', () => {
    expect(contactCardLabel('  Call   Us ')).toBe('call us');
    expect(contactCardLabel('')).toBeNull();
    expect(contactCardLabel(null)).toBeNull();
  });
});
