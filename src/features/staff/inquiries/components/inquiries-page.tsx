import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../format';
import { shortReference, type Inquiry } from '../inquiry-models';
import { findInquiry, useInquiryList } from '../use-inquiry-list';
import type { RecordLinkProps } from '../../../../lib/use-linked-record';
import { InquiryListPage, type Column } from './inquiry-list-page';

/**
 * /admin/inquiries: every tour inquiry (spec §2 "Inquiries"). `linkedId` is the inquiry a link names
 * (`?open=`); `clearLink` drops the link.
 */
export function InquiriesPage(link: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-inquiries');
  const lang = i18n.language;
  const preferred = (item: Inquiry) =>
    item.preferredDate ? formatDay(item.preferredDate, lang) : t('values.flexible');

  const columns: Column<Inquiry>[] = [
    { header: t('fields.tour'), cell: (item) => item.tourTitle },
    { header: t('fields.phone'), cell: (item) => item.phone },
    { header: t('fields.country'), cell: (item) => item.country },
    { header: t('fields.preferredDate'), cell: preferred },
    {
      header: t('fields.travellers'),
      cell: (item) =>
        new Intl.ListFormat(lang, { style: 'short', type: 'unit' }).format([
          t('adultCount', { count: item.adults }),
          t('childCount', { count: item.children }),
        ]),
    },
    { header: t('fields.created'), cell: (item) => formatDateTime(item.createdAt, lang) },
  ];

  return (
    <InquiryListPage
      section="inquiries"
      useList={useInquiryList}
      {...link}
      fetchOne={findInquiry}
      linkTexts={{ missing: t('linked.inquiryMissing'), failed: t('linked.inquiryFailed') }}
      arrivalText={(item) => t('live.newInquiry', { name: item.name })}
      columns={columns}
      csv={{
        fileName: 'tour-inquiries',
        fields: [
          'tour',
          'firstName',
          'lastName',
          'email',
          'phone',
          'country',
          'preferredDate',
          'adults',
          'children',
          'specialRequests',
        ],
        row: (item) => [
          item.tourTitle,
          item.firstName,
          item.lastName,
          item.email,
          item.phone,
          item.country,
          item.preferredDate,
          item.adults,
          item.children,
          item.message,
        ],
      }}
      details={(item) => [
        { label: t('fields.tour'), value: item.tourTitle },
        { label: t('fields.name'), value: item.name },
        { label: t('fields.email'), value: item.email },
        { label: t('fields.phone'), value: item.phone },
        { label: t('fields.country'), value: item.country },
        { label: t('fields.preferredDate'), value: preferred(item) },
        { label: t('fields.adults'), value: item.adults },
        { label: t('fields.children'), value: item.children },
        { label: t('fields.specialRequests'), value: item.message ?? t('values.none') },
      ]}
      reply={(item) => ({
        subject: t('reply.inquirySubject', { tour: item.tourTitle, reference: shortReference(item.id) }),
        whatsappText: t('reply.inquiryGreeting', { name: item.firstName, tour: item.tourTitle }),
      })}
    />
  );
}
