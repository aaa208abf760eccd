import { useTranslation } from 'react-i18next';
import { formatDateTime, formatDay } from '../format';
import { shortReference, type CustomTourRequest } from '../inquiry-models';
import { findCustomTourRequest, useCustomTourRequestList } from '../use-inquiry-list';
import type { RecordLinkProps } from '../../../../lib/use-linked-record';
import { InquiryListPage, type Column } from './inquiry-list-page';

/**
 * /admin/custom-tours: every custom tour request (spec §2 "Custom tour requests"). `linkedId` is the request
 * a link names (`?open=`); `clearLink` drops the link.
 */
export function CustomTourRequestsPage(link: RecordLinkProps) {
  const { t, i18n } = useTranslation('admin-inquiries');
  const lang = i18n.language;
  // Known option values get their label; an unknown one (an older form's) is shown as stored.
  const people = (value: string) => t(`people.${value}`, { defaultValue: value });
  const budget = (value: string) => t(`budget.${value}`, { defaultValue: value });
  const places = (item: CustomTourRequest) => item.tourPlaces ?? t('values.notSpecified');
  const travel = (item: CustomTourRequest) =>
    `${formatDay(item.travelStartDate, lang)} – ${formatDay(item.travelEndDate, lang)}`;

  const columns: Column<CustomTourRequest>[] = [
    { header: t('fields.phone'), cell: (item) => item.phone },
    { header: t('fields.country'), cell: (item) => item.country },
    { header: t('fields.travelDates'), cell: travel },
    { header: t('fields.people'), cell: (item) => people(item.numberOfPeople) },
    { header: t('fields.places'), cell: (item) => <span className="admin-inquiries-clamp">{places(item)}</span> },
    { header: t('fields.created'), cell: (item) => formatDateTime(item.createdAt, lang) },
  ];

  return (
    <InquiryListPage
      section="customTours"
      useList={useCustomTourRequestList}
      {...link}
      fetchOne={findCustomTourRequest}
      linkTexts={{ missing: t('linked.requestMissing'), failed: t('linked.requestFailed') }}
      arrivalText={(item) => t('live.newRequest', { name: item.name })}
      columns={columns}
      csv={{
        fileName: 'custom-tour-requests',
        fields: [
          'fullName',
          'email',
          'phone',
          'country',
          'travelStart',
          'travelEnd',
          'people',
          'budget',
          'places',
          'hotels',
          'requirements',
        ],
        row: (item) => [
          item.name,
          item.email,
          item.phone,
          item.country,
          item.travelStartDate,
          item.travelEndDate,
          item.numberOfPeople,
          item.budgetRange,
          item.tourPlaces,
          item.hotelPreferences,
          item.additionalRequirements,
        ],
      }}
      details={(item) => [
        { label: t('fields.fullName'), value: item.name },
        { label: t('fields.email'), value: item.email },
        { label: t('fields.phone'), value: item.phone },
        { label: t('fields.country'), value: item.country },
        { label: t('fields.travelStart'), value: formatDay(item.travelStartDate, lang) },
        { label: t('fields.travelEnd'), value: formatDay(item.travelEndDate, lang) },
        { label: t('fields.people'), value: people(item.numberOfPeople) },
        { label: t('fields.budget'), value: budget(item.budgetRange) },
        { label: t('fields.places'), value: places(item) },
        { label: t('fields.hotels'), value: item.hotelPreferences },
        { label: t('fields.requirements'), value: item.additionalRequirements ?? t('values.none') },
      ]}
      reply={(item) => ({
        subject: t('reply.requestSubject', { reference: shortReference(item.id) }),
        whatsappText: t('reply.requestGreeting', { name: item.name }),
      })}
    />
  );
}
