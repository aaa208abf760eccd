import type { Inquiry } from './inquiry-schema';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * The pre-filled WhatsApp text after an inquiry (spec §7): the tour page's sentence first, then the
 * details the visitor gave and the short reference that finds the stored inquiry. E-mail and phone stay
 * out of the URL; the business has them in the stored inquiry.
 */
export function inquiryWhatsappMessage(t: Translate, values: Inquiry, reference?: string): string {
  const lines = [
    t('tours:detail.whatsappMessage', { tour: values.tourTitle }),
    '',
    t('forms:inquiry.whatsapp.name', { name: `${values.firstName} ${values.lastName}`.trim() }),
    t('forms:inquiry.whatsapp.country', { country: values.country }),
    t('forms:inquiry.whatsapp.date', { date: values.preferredDate || t('forms:inquiry.whatsapp.flexible') }),
    t('forms:inquiry.whatsapp.travellers', { adults: values.adults, children: values.children }),
  ];
  if (values.message) lines.push(t('forms:inquiry.whatsapp.message', { message: values.message }));
  if (reference) lines.push(t('forms:inquiry.whatsapp.reference', { reference }));
  return lines.join('\n');
}
