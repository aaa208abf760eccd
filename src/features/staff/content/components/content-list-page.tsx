import { Link, useNavigate } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { formatDateTime } from '../../../../lib/date-format';
import { FilterButtons, SearchField } from '../../shared/list-toolbar';
import { useStaffRead } from '../../shared/use-staff-read';
import { listContentItems } from '../api/content-api';
import { EDITOR_KINDS, contentStatus, filterContentItems, isListKind, type ContentListItem } from '../content-models';
import type { ContentKind } from '../../../../content/documents';
import '../content.css';

/**
 * /admin/content: the site's tours, fleet, FAQ, Home's slides and testimonials, the contact facts, About
 * and the policies, by kind, in list order, each with where it stands (on the site, changes not
 * published, not on the site) and how many texts still lack a language.
 */
export function ContentListPage({ kind, onKind }: { kind: ContentKind; onKind: (kind: ContentKind) => void }) {
  const { t, i18n } = useTranslation('admin-content');
  const navigate = useNavigate();
  const [query, setQuery] = useState('');
  const read = useStaffRead({ key: 'content', load: listContentItems, what: 'content list' });
  const items = useMemo(() => (read.state.status === 'ready' ? read.state.value : []), [read.state]);
  const shown = useMemo(() => filterContentItems(items, kind, query), [items, kind, query]);
  const title = t('title');

  return (
    <section className="admin-page admin-content">
      <AdminTitle section={title} />
      <div className="admin-content-head">
        <h1>{title}</h1>
        {isListKind(kind) && (
          <button
            type="button"
            className="button"
            onClick={() => void navigate({ to: '/admin/content/$id', params: { id: 'new' }, search: { kind } })}
          >
            {t(`new.${kind}`)}
          </button>
        )}
      </div>
      <p className="admin-content-intro">{t('intro')}</p>
      <div className="admin-content-toolbar" role="search">
        <FilterButtons
          className="admin-content-kinds"
          label={t('kindFilter')}
          value={kind}
          options={EDITOR_KINDS.map((value) => ({ value, label: t(`kinds.${value}`) }))}
          onChange={(value) => {
            setQuery('');
            onKind(value);
          }}
        />
        <SearchField className="field admin-content-search" label={t('search')} value={query} onChange={setQuery} />
      </div>
      {read.state.status === 'loading' && (
        <p className="admin-content-note" role="status">
          {t('loading')}
        </p>
      )}
      {read.state.status === 'failed' && (
        <div className="form-banner error" role="alert">
          <p>{t('loadFailed')}</p>
          <button type="button" className="button button-light" onClick={read.retry}>
            {t('tryAgain')}
          </button>
        </div>
      )}
      {read.state.status === 'ready' && (
        <>
          {read.state.source === 'cache' && (
            <p className="form-banner info" role="status">
              {t('offlineCopy', { date: formatDateTime(new Date(read.state.storedAt).toISOString(), i18n.language) })}
            </p>
          )}
          <p className="admin-content-note" aria-live="polite">
            {t('shown', { count: shown.length })}
          </p>
          {shown.length === 0 ? (
            <p className="admin-content-empty">{t('empty')}</p>
          ) : (
            <ul className="admin-content-items">
              {shown.map((item) => (
                <ContentRow key={item.id} item={item} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

function ContentRow({ item }: { item: ContentListItem }) {
  const { t, i18n } = useTranslation('admin-content');
  const status = contentStatus(item);
  return (
    <li className="card admin-content-item">
      <article aria-label={item.label}>
        <h2>
          <Link to="/admin/content/$id" params={{ id: item.id }}>
            {item.label}
          </Link>
        </h2>
        <p className="admin-content-meta">
          <span className={`admin-content-status admin-content-status-${status}`}>{t(`status.${status}`)}</span>
          {item.featured && <span className="admin-content-badge">{t('featuredBadge')}</span>}
          {item.untranslated > 0 && (
            <span className="admin-content-badge admin-content-badge-missing">
              {t('untranslatedCount', { count: item.untranslated })}
            </span>
          )}
        </p>
        <p className="admin-content-meta">
          {item.kind === 'tour' ? `/tours/${item.slug}` : item.slug} ·{' '}
          {t('savedAt', { date: formatDateTime(item.updatedAt, i18n.language) })}
        </p>
      </article>
    </li>
  );
}
