import { useEffect, useState, type ReactNode } from 'react';
import { I18nextProvider, useTranslation } from 'react-i18next';
import type { i18n as I18n } from 'i18next';
import { Modal } from '../../../../components/modal';
import { byListOrder, type ContentItem, type ContentKind } from '../../../../content/documents';
import { contentGroups, type ContentGroups } from '../../../../content/published';
import { ContentPreviewContext } from '../../../../content/store';
import { SUPPORTED_LANGUAGES, type Language } from '../../../../lib/i18n';
import { FilterButtons } from '../../shared/list-toolbar';
import { listPublishedContent } from '../api/content-api';

/** The namespaces the previewed pages speak. */
const PAGE_NAMESPACES = [
  'common',
  'images',
  'tours',
  'reviews',
  'contact',
  'faq',
  'home',
  'about',
  'policies',
  'forms',
];

/** The site's page that shows an item of `kind` (`slug`), reading `groups`. */
export type PageRenderer = (kind: ContentKind, slug: string, groups: ContentGroups) => ReactNode;

type State =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; groups: ContentGroups; i18n: I18n; language: Language };

/**
 * The page a traveller would see with this draft published, in each language: rendered by the site's own
 * page components from the published content with the draft in its place. Links do not leave the editor.
 */
export function ContentPreview({
  kind,
  entryId,
  slug,
  position,
  draft,
  renderPage,
  onClose,
}: {
  kind: ContentKind;
  entryId: string;
  slug: string;
  position: number;
  draft: Record<string, unknown>;
  renderPage: PageRenderer;
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const [language, setLanguage] = useState<Language>('en');
  const [state, setState] = useState<State>({ status: 'loading' });

  useEffect(() => {
    let active = true;
    (async () => {
      const published = await listPublishedContent();
      const items = [
        ...published.filter((item) => item.entryId !== entryId),
        { kind, slug, position, document: draft },
      ] as unknown as ContentItem[];
      const groups = contentGroups(items.sort(byListOrder), language);
      const instance = i18n.cloneInstance({ lng: language });
      await instance.changeLanguage(language);
      await instance.loadNamespaces(PAGE_NAMESPACES);
      if (active) setState({ status: 'ready', groups, i18n: instance, language });
    })().catch((error: unknown) => {
      console.error('Preview could not be made', error);
      if (active) setState({ status: 'failed' });
    });
    return () => {
      active = false;
    };
  }, [i18n, kind, entryId, slug, position, draft, language]);

  return (
    <Modal open onClose={onClose} title={t('preview.title')} closeLabel={t('close')}>
      <FilterButtons
        className="admin-content-preview-languages"
        label={t('preview.language')}
        value={language}
        options={SUPPORTED_LANGUAGES.map((value) => ({ value, label: t(`languages.${value}`) }))}
        onChange={(next) => {
          setState({ status: 'loading' });
          setLanguage(next);
        }}
      />
      {state.status === 'loading' && <p role="status">{t('loading')}</p>}
      {state.status === 'failed' && (
        <p className="form-banner error" role="alert">
          {t('preview.failed')}
        </p>
      )}
      {state.status === 'ready' && (
        <div
          className="admin-content-preview"
          lang={state.language}
          // The preview is to look at: a link in it would leave the editor and its unsaved changes.
          onClickCapture={(event) => {
            if ((event.target as Element).closest('a')) event.preventDefault();
          }}
        >
          <I18nextProvider i18n={state.i18n}>
            <ContentPreviewContext.Provider value={state.groups}>
              {renderPage(kind, slug, state.groups)}
            </ContentPreviewContext.Provider>
          </I18nextProvider>
        </div>
      )}
    </Modal>
  );
}
