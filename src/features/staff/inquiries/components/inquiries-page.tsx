import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../format';
import { inquirySearchText, shortReference, type Inquiry } from '../inquiry-models';
import { findInquiry, useInquiryList } from '../use-inquiry-list';
import { FieldList } from '../../shared/field-list';
import { ReplyLinks } from './reply-links';
import type { RecordLinkProps } from '../../../../lib/use-linked-record';
import { InquiryListPage, type Column } from './inquiry-list-page';
import { StatusBadge } from './status-select';

/**
 * /admin/inquiries: every tour inquiry (spec §2 "Inquiries"). `linkedId` is the inquiry a link names
 * (`?open=`); `clearLink` drops the link.
 */
export function InquiriesPage({ linkedId, clearLink }: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-inquiries');
  const list = useInquiryList();
  const lang = i18n.language;
  const preferred = (item: Inquiry) =>
    item.preferredDate ? formatDay(item.preferredDate, lang) : t('values.flexible');

  const columns: Column<Inquiry>[] = [
    {
      header: t('fields.name'),
      cell: (item) => (
        <>
          <strong>{item.name}</strong>
          <br />
          <span className="admin-inquiries-muted">{item.email}</span>
        </>
      ),
    },
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
      title={t('inquiries.title')}
      searchLabel={t('inquiries.search')}
      emptyText={t('inquiries.empty')}
      detailsTitle={t('inquiries.details')}
      list={list}
      linkedId={linkedId}
      clearLink={clearLink}
      fetchOne={findInquiry}
      linkTexts={{ missing: t('linked.inquiryMissing'), failed: t('linked.inquiryFailed') }}
      arrivalText={(item) => t('live.newInquiry', { name: item.name })}
      searchText={inquirySearchText}
      columns={columns}
      csv={{
        fileName: 'tour-inquiries',
        header: [
          t('fields.id'),
          t('fields.tour'),
          t('fields.firstName'),
          t('fields.lastName'),
          t('fields.email'),
          t('fields.phone'),
          t('fields.country'),
          t('fields.preferredDate'),
          t('fields.adults'),
          t('fields.children'),
          t('fields.specialRequests'),
          t('fields.status'),
          t('fields.internalNote'),
          t('fields.created'),
          t('fields.updated'),
        ],
        row: (item) => [
          item.id,
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
          item.status,
          item.internalNote,
          item.createdAt,
          item.updatedAt,
        ],
      }}
      renderDetails={(item) => (
        <>
          <FieldList
            fields={[
              { label: t('fields.tour'), value: item.tourTitle },
              { label: t('fields.name'), value: item.name },
              { label: t('fields.email'), value: item.email },
              { label: t('fields.phone'), value: item.phone },
              { label: t('fields.country'), value: item.country },
              { label: t('fields.preferredDate'), value: preferred(item) },
              { label: t('fields.adults'), value: item.adults },
              { label: t('fields.children'), value: item.children },
              { label: t('fields.specialRequests'), value: item.message ?? t('values.none') },
              { label: t('fields.status'), value: <StatusBadge status={item.status} /> },
              { label: t('fields.reference'), value: shortReference(item.id) },
              { label: t('fields.created'), value: formatDateTime(item.createdAt, lang) },
              { label: t('fields.updated'), value: formatDateTime(item.updatedAt, lang) },
            ]}
          />
          <ReplyLinks
            phone={item.phone}
            email={item.email}
            subject={t('reply.inquirySubject', { tour: item.tourTitle, reference: shortReference(item.id) })}
            whatsappText={t('reply.inquiryGreeting', { name: item.firstName, tour: item.tourTitle })}
          />
        </>
      )}
    />
  );
}
