import { describe, expect, it } from 'vitest';
import en from '../../locales/en/forms.json';
import tours from '../../locales/en/tours.json';
import { inquiryDefaults } from './inquiry-schema';
import { inquiryWhatsappMessage } from './inquiry-whatsapp-message';

/** A small stand-in for i18next's t over the English files. */
function t(key: string, options: Record<string, unknown> = {}): string {
  const [namespace, path] = key.split(':') as [string, string];
  const root = namespace === 'tours' ? tours : en;
  const text = path.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], root);
  if (typeof text !== 'string') throw new Error(`no English text for ${key}`);
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(options[name]));
}

const inquiry = {
  ...inquiryDefaults({ slug: 'southern-coastal-explorer-6day', title: 'Southern Coastal Explorer' }),
  firstName: 'Jane',
  lastName: 'Doe',
  email: 'jane@example.com',
  phone: '+44 7700 900123',
  country: 'United Kingdom',
};

describe('inquiryWhatsappMessage', () => {
  it('starts with the tour page sentence of the spec and ends with the reference', () => {
    const message = inquiryWhatsappMessage(
      t,
      { ...inquiry, preferredDate: '2030-03-01', adults: 2, children: 1 },
      'LCT-ABCD1234',
    );
    expect(message.split('\n')).toEqual([
      "Hi! I'm interested in the Southern Coastal Explorer tour. Please contact me for details.",
      '',
      'Name: Jane Doe',
      'Country: United Kingdom',
      'Preferred date: 2030-03-01',
      'Adults: 2, Children: 1',
      'Reference: LCT-ABCD1234',
    ]);
  });

  it('says Flexible without a date, adds the message, and leaves e-mail and phone out of the URL text', () => {
    const message = inquiryWhatsappMessage(t, { ...inquiry, message: 'Vegetarian meals please' });
    expect(message).toContain('Preferred date: Flexible');
    expect(message).toContain('Message: Vegetarian meals please');
    expect(message).not.toContain('Reference');
    expect(message).not.toContain('jane@example.com');
    expect(message).not.toContain('7700');
  });
});
