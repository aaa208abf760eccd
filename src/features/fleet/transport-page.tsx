import { useTranslation } from 'react-i18next';
import { Breadcrumb } from '../../components/breadcrumb';
import { CategoryFilter } from '../../components/category-filter';
import { PageMeta } from '../../components/page-meta';
import { ResponsiveImage } from '../../components/responsive-image';
import { imageAlt } from '../../content/images';
import { VEHICLE_CATEGORIES, type VehicleCategory } from '../../content/types';
import { track } from '../../lib/analytics';
import { breadcrumbList } from '../../lib/seo-lists';
import { whatsappLink } from '../../lib/whatsapp';
import { useContent } from '../../content/store';

/** `category`: the filter chosen (the route's search); `onCategory` chooses another. */
export function TransportPage({
  category,
  onCategory,
}: {
  category: VehicleCategory | undefined;
  onCategory: (category: VehicleCategory | undefined) => void;
}) {
  const { t } = useTranslation(['fleet', 'images', 'common']);
  const { whatsappNumber } = useContent('site').business;
  const { vehicles: fleet } = useContent('fleet');
  const vehicles = category ? fleet.filter((v) => v.category === category) : fleet;
  return (
    <section className="page-section" aria-labelledby="fleet-title">
      <PageMeta
        title={t('metaTitle')}
        description={t('description')}
        path="/transport"
        jsonLd={[
          breadcrumbList([
            { label: t('home'), path: '/' },
            { label: t('metaTitle'), path: '/transport' },
          ]),
        ]}
      />
      <Breadcrumb items={[{ label: t('home'), to: '/' }, { label: t('metaTitle') }]} />
      <h1 id="fleet-title">{t('title')}</h1>
      <p className="section-intro">{t('intro')}</p>
      <CategoryFilter<VehicleCategory>
        label={t('filterLabel')}
        active={category}
        options={[
          { value: undefined, label: t('categories.all') },
          ...VEHICLE_CATEGORIES.map((value) => ({ value, label: t(`categories.${value}`) })),
        ]}
        onChange={onCategory}
      />
      {vehicles.length === 0 ? (
        <p className="empty-state">{t('empty')}</p>
      ) : (
        <div className="card-grid">
          {vehicles.map((vehicle) => (
            <article key={vehicle.slug} className="card vehicle-card">
              <ResponsiveImage
                name={vehicle.image}
                alt={imageAlt(t, vehicle.image)}
                sizes="(min-width: 60rem) 33vw, 100vw"
                className="card-image"
                // Spec: a vehicle whose image fails shows a gradient block with its name instead.
                fallback={() => (
                  <div className="vehicle-fallback" data-testid="vehicle-fallback">
                    <span>{vehicle.name}</span>
                  </div>
                )}
              />
              <div className="card-body">
                <h2 id={`vehicle-${vehicle.slug}`}>{vehicle.name}</h2>
                <ul className="facts">
                  <li>{t('passengers', { count: vehicle.passengers })}</li>
                  <li>{t('luggage', { count: vehicle.luggage })}</li>
                </ul>
                <p>{vehicle.description}</p>
                <h3 className="visually-hidden">{t('features')}</h3>
                <ul className="chips">
                  {vehicle.features.map((feature, index) => (
                    <li key={index}>{feature}</li>
                  ))}
                </ul>
                {/* The vehicle inquiry: a WhatsApp chat that already names the vehicle. It reports its own
                    lead (data-analytics-tracked keeps it from also counting as a plain contact click). */}
                <a
                  className="button"
                  href={whatsappLink(whatsappNumber, t('askAboutVehicleMessage', { vehicle: vehicle.name }))}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={`vehicle-${vehicle.slug}`}
                  data-analytics-tracked=""
                  onClick={() => track('generate_lead', { lead_type: 'vehicle_inquiry', vehicle_id: vehicle.slug })}
                >
                  {t('askAboutVehicle')}
                  <span className="visually-hidden"> {t('common:footer.opensInNewTab')}</span>
                </a>
              </div>
            </article>
          ))}
        </div>
      )}
    </section>
  );
}
