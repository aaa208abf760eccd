import { Link, useNavigate } from '@tanstack/react-router';
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AdminTitle } from '../../../../components/admin-title';
import { ConfirmDialog } from '../../../../components/confirm-dialog';
import type { ContentKind } from '../../../../content/documents';
import { formatDateTime } from '../../../../lib/date-format';
import {
  ContentWriteError,
  addContentEntry,
  deleteContentEntry,
  getContentEntry,
  publishContent,
  restoreContent,
  saveContentEntry,
  unpublishContent,
  type ContentEntry,
  type ContentRefusal,
} from '../api/content-api';
import {
  contentStatus,
  newDocument,
  slugFrom,
  slugProblem,
  translationReport,
  withValueAt,
  type ListKind,
  type Path,
} from '../content-models';
import { DocumentFields } from './document-fields';
import { ContentHistory } from './content-history';
import { ContentPreview, type PageRenderer } from './content-preview';
import '../content.css';

type Loaded = { status: 'loading' } | { status: 'missing' } | { status: 'failed' } | { status: 'ready' };

/** The editor's copy of the item: what was read (or last saved), and the form's state on top of it. */
interface Editing {
  entry: ContentEntry;
  /** false until the first save of a new item. */
  saved: boolean;
  slug: string;
  position: number;
  draft: Record<string, unknown>;
  dirty: boolean;
}

type Busy = 'save' | 'publish' | 'unpublish' | 'delete' | 'restore' | null;

/** What the editor says after an action: done, or refused and why. */
type Outcome =
  | { tone: 'success'; text: string }
  | { tone: 'error'; refusal: ContentRefusal }
  | { tone: 'invalid'; text: string }
  | null;

/** The form cannot be saved as it is (the database would refuse it too). */
class InvalidForm extends Error {}

/**
 * /admin/content/$id: one item's form with its three languages side by side, saved as a draft, published
 * when every text has every language, with its history. A save based on an older version than the
 * database's is refused; the admin then chooses to look at the other save or to save over it, knowingly.
 */
export function ContentEditorPage({
  id,
  newKind,
  renderPage,
}: {
  id: string;
  newKind?: ListKind;
  /** The site's page showing an item of `kind` (composed by the route from the public features). */
  renderPage: PageRenderer;
}) {
  const { t, i18n } = useTranslation('admin-content');
  const navigate = useNavigate();
  const [loaded, setLoaded] = useState<Loaded>({ status: 'loading' });
  const [editing, setEditing] = useState<Editing | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [confirm, setConfirm] = useState<'unpublish' | 'delete' | null>(null);
  const [previewOpen, setPreviewOpen] = useState(false);
  const [historyKey, setHistoryKey] = useState(0);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const outcomeRef = useRef<HTMLDivElement>(null);
  const slugId = useId();
  const positionId = useId();

  const [attempt, setAttempt] = useState(0);
  /** Reads the item again (after a failure, a restore, or to look at another admin's save). */
  const reload = useCallback(() => {
    setLoaded({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useEffect(() => {
    let active = true;
    const read: Promise<Editing | null> =
      id === 'new' && newKind
        ? Promise.resolve(newEditing(newKind))
        : getContentEntry(id).then(
            (entry) =>
              entry && {
                entry,
                saved: true,
                slug: entry.slug,
                position: entry.position,
                draft: entry.draft,
                dirty: false,
              },
          );
    read.then(
      (next) => {
        if (!active) return;
        setEditing(next);
        setLoaded({ status: next ? 'ready' : 'missing' });
      },
      (error: unknown) => {
        console.error('Content item could not be read', error);
        if (active) setLoaded({ status: 'failed' });
      },
    );
    return () => {
      active = false;
    };
  }, [id, newKind, attempt]);

  // Unsaved changes are not lost to a closed tab or a reload without a question.
  const dirty = editing?.dirty ?? false;
  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const report = useMemo(() => translationReport(editing?.draft ?? {}), [editing?.draft]);

  useEffect(() => {
    if (outcome) outcomeRef.current?.focus();
  }, [outcome]);

  if (loaded.status !== 'ready' || !editing) {
    return (
      <section className="admin-page admin-content">
        <AdminTitle section={t('title')} />
        <p>
          <Link to="/admin/content">{t('backToList')}</Link>
        </p>
        {loaded.status === 'loading' && <p role="status">{t('loading')}</p>}
        {loaded.status === 'missing' && <p className="form-banner info">{t('missingItem')}</p>}
        {loaded.status === 'failed' && (
          <div className="form-banner error" role="alert">
            <p>{t('itemLoadFailed')}</p>
            <button type="button" className="button button-light" onClick={reload}>
              {t('tryAgain')}
            </button>
          </div>
        )}
      </section>
    );
  }

  const { entry } = editing;
  const kind: ContentKind = entry.kind;
  const status = editing.saved ? contentStatus(entry) : 'draft';
  const name = itemName(editing.draft) || editing.slug || t(`new.${kind as ListKind}`, { defaultValue: t('title') });
  const problem = slugProblem(editing.slug);

  function change(path: Path, value: unknown) {
    setEditing((current) => current && { ...current, draft: withValueAt(current.draft, path, value), dirty: true });
    setOutcome((current) => (current?.tone === 'success' ? null : current));
  }

  function fail(error: unknown) {
    if (error instanceof ContentWriteError) setOutcome({ tone: 'error', refusal: error.refusal });
    else if (error instanceof InvalidForm) setOutcome({ tone: 'invalid', text: error.message });
    else setOutcome({ tone: 'error', refusal: { reason: 'failed', message: String(error) } });
  }

  /** Saves the form (over `base`, the version it was read at unless the admin chose to save over a newer one). */
  async function save(base = editing!.entry.version): Promise<ContentEntry | null> {
    const current = editing!;
    if (slugProblem(current.slug)) throw new InvalidForm(t('slugInvalid'));
    const request = { id: current.entry.id, slug: current.slug, position: current.position, draft: current.draft };
    const result = current.saved ? await saveContentEntry(request, base) : await addContentEntry(kind, request);
    const entry: ContentEntry = {
      ...current.entry,
      slug: current.slug,
      position: current.position,
      draft: current.draft,
      version: result.version,
      updatedAt: result.updatedAt,
    };
    setEditing((latest) => latest && { ...latest, entry, saved: true, dirty: latest.draft !== current.draft });
    setHistoryKey((key) => key + 1);
    if (!current.saved) void navigate({ to: '/admin/content/$id', params: { id: entry.id }, replace: true });
    return entry;
  }

  async function run(action: Exclude<Busy, null>, work: () => Promise<string | null>) {
    setBusy(action);
    setOutcome(null);
    try {
      const text = await work();
      if (text) setOutcome({ tone: 'success', text });
    } catch (error) {
      fail(error);
    } finally {
      setBusy(null);
    }
  }

  const onSave = (base?: number) =>
    run('save', async () => {
      const saved = await save(base);
      return saved ? t('saved', { version: saved.version }) : null;
    });

  const onPublish = () =>
    run('publish', async () => {
      if (report.missing.size > 0 || report.sameAsEnglish.size > 0) {
        setOutcome({ tone: 'error', refusal: { reason: 'untranslated', paths: [] } });
        return null;
      }
      const saved = editing.dirty || !editing.saved ? await save() : editing.entry;
      if (!saved) return null;
      const publishedAt = await publishContent(saved.id, saved.version);
      setEditing(
        (latest) => latest && { ...latest, entry: { ...latest.entry, publishedVersion: saved.version, publishedAt } },
      );
      return t('published', { version: saved.version });
    });

  const onUnpublish = () =>
    run('unpublish', async () => {
      await unpublishContent(entry.id);
      setConfirm(null);
      setEditing(
        (latest) => latest && { ...latest, entry: { ...latest.entry, publishedVersion: null, publishedAt: null } },
      );
      return t('unpublished');
    });

  const onDelete = () =>
    run('delete', async () => {
      await deleteContentEntry(entry.id);
      setConfirm(null);
      void navigate({ to: '/admin/content', search: { kind } });
      return null;
    });

  const onRestore = (revision: number) =>
    run('restore', async () => {
      const version = await restoreContent(entry.id, revision, entry.version);
      reload();
      setHistoryKey((key) => key + 1);
      return t('restored', { revision, version });
    });

  const featured = kind === 'tour' && editing.draft.featured === true;

  return (
    <section className="admin-page admin-content admin-content-editor">
      <AdminTitle section={`${name} - ${t('title')}`} />
      <p>
        <Link to="/admin/content" search={{ kind }}>
          {t('backToList')}
        </Link>
      </p>
      <h1 ref={headingRef} tabIndex={-1}>
        {name}
      </h1>
      <p className="admin-content-meta">
        <span className={`admin-content-status admin-content-status-${status}`}>{t(`status.${status}`)}</span>
        {editing.saved && (
          <>
            {' '}
            {t('versionLine', { version: entry.version, date: formatDateTime(entry.updatedAt, i18n.language) })}
            {entry.publishedVersion !== null && ` · ${t('publishedLine', { version: entry.publishedVersion })}`}
          </>
        )}
      </p>

      <div ref={outcomeRef} tabIndex={-1} className="admin-content-outcome">
        {outcome?.tone === 'success' && (
          <p className="form-banner success" role="status">
            {outcome.text}
          </p>
        )}
        {outcome?.tone === 'invalid' && (
          <p className="form-banner error" role="alert">
            {outcome.text}
          </p>
        )}
        {outcome?.tone === 'error' && (
          <RefusalNotice
            refusal={outcome.refusal}
            count={report.count}
            busy={busy !== null}
            onLoadTheirs={() => {
              setOutcome(null);
              reload();
            }}
            onSaveOver={() =>
              void run('save', async () => {
                const latest = await getContentEntry(entry.id);
                if (!latest) throw new ContentWriteError({ reason: 'failed', message: t('missingItem') });
                const saved = await save(latest.version);
                return saved ? t('saved', { version: saved.version }) : null;
              })
            }
          />
        )}
      </div>

      <form
        className="admin-content-form"
        onSubmit={(event) => {
          event.preventDefault();
          void onSave();
        }}
        aria-busy={busy !== null}
      >
        <div className="card admin-panel admin-content-settings">
          <div className="field content-field">
            <label htmlFor={slugId}>{t(kind === 'tour' ? 'slugTour' : 'slug')}</label>
            <input
              id={slugId}
              type="text"
              value={editing.slug}
              maxLength={80}
              autoCapitalize="none"
              spellCheck={false}
              aria-invalid={problem !== null || undefined}
              aria-describedby={`${slugId}-help`}
              disabled={busy !== null}
              onChange={(event) =>
                setEditing((current) => current && { ...current, slug: event.target.value.trim(), dirty: true })
              }
            />
            <p id={`${slugId}-help`} className={problem ? 'content-mark content-missing' : 'content-help'}>
              {problem ? t(`slugProblems.${problem}`) : t('slugHelp')}
            </p>
            {!editing.saved && editing.slug === '' && itemName(editing.draft) !== '' && (
              <button
                type="button"
                className="button button-light"
                onClick={() =>
                  setEditing(
                    (current) => current && { ...current, slug: slugFrom(itemName(current.draft)), dirty: true },
                  )
                }
              >
                {t('slugFromName')}
              </button>
            )}
          </div>
          <div className="field content-field">
            <label htmlFor={positionId}>{t('position')}</label>
            <input
              id={positionId}
              type="number"
              inputMode="numeric"
              min={0}
              max={10000}
              value={editing.position}
              disabled={busy !== null}
              onChange={(event) =>
                setEditing(
                  (current) => current && { ...current, position: Number(event.target.value) || 0, dirty: true },
                )
              }
            />
          </div>
          <p className="content-help" aria-live="polite">
            {report.count === 0 ? t('translationsComplete') : t('translationsMissing', { count: report.count })}
          </p>
        </div>

        <DocumentFields
          kind={kind}
          document={editing.draft}
          report={report}
          onChange={change}
          disabled={busy !== null}
        />

        <div className="admin-content-actions">
          <button type="submit" className="button" disabled={busy !== null || !editing.dirty}>
            {busy === 'save' ? t('saving') : t('save')}
          </button>
          <button type="button" className="button" disabled={busy !== null} onClick={() => void onPublish()}>
            {busy === 'publish' ? t('publishing') : t('publish')}
          </button>
          <button type="button" className="button button-light" onClick={() => setPreviewOpen(true)}>
            {t('preview.open')}
          </button>
          {entry.publishedVersion !== null && (
            <button
              type="button"
              className="button button-light"
              disabled={busy !== null}
              onClick={() => setConfirm('unpublish')}
            >
              {t('unpublish')}
            </button>
          )}
          {editing.saved && entry.publishedVersion === null && (
            <button
              type="button"
              className="button button-light content-remove"
              disabled={busy !== null}
              onClick={() => setConfirm('delete')}
            >
              {t('delete')}
            </button>
          )}
        </div>
      </form>

      {editing.saved && (
        <ContentHistory
          key={historyKey}
          id={entry.id}
          current={entry.version}
          published={entry.publishedVersion}
          busy={busy !== null}
          unsaved={editing.dirty}
          onRestore={(revision) => void onRestore(revision)}
        />
      )}

      {previewOpen && (
        <ContentPreview
          kind={kind}
          entryId={entry.id}
          slug={editing.slug}
          position={editing.position}
          draft={editing.draft}
          renderPage={renderPage}
          onClose={() => setPreviewOpen(false)}
        />
      )}

      <ConfirmDialog
        open={confirm !== null}
        title={confirm === 'delete' ? t('confirmDelete.title') : t('confirmUnpublish.title')}
        message={
          confirm === 'delete'
            ? t('confirmDelete.question', { name })
            : kind === 'tour'
              ? t(featured ? 'confirmUnpublish.featuredTour' : 'confirmUnpublish.tour', { name })
              : t('confirmUnpublish.question', { name })
        }
        confirmLabel={confirm === 'delete' ? t('delete') : t('unpublish')}
        busyLabel={confirm === 'delete' ? t('deleting') : t('unpublishing')}
        cancelLabel={t('cancel')}
        closeLabel={t('close')}
        busy={busy === 'delete' || busy === 'unpublish'}
        onConfirm={() => void (confirm === 'delete' ? onDelete() : onUnpublish())}
        onClose={() => setConfirm(null)}
      />
    </section>
  );
}

/** A new item of `kind`, not saved yet. */
function newEditing(kind: ListKind): Editing {
  const entry: ContentEntry = {
    id: crypto.randomUUID(),
    kind,
    slug: '',
    position: 0,
    draft: newDocument(kind) as unknown as Record<string, unknown>,
    version: 0,
    updatedAt: new Date().toISOString(),
    publishedVersion: null,
    publishedAt: null,
  };
  return { entry, saved: false, slug: '', position: 0, draft: entry.draft, dirty: false };
}

/** The item's English name, as the list shows it. */
function itemName(draft: Record<string, unknown>): string {
  for (const key of ['title', 'name', 'question']) {
    const value = draft[key];
    if (typeof value === 'string' && value.trim()) return value.trim();
    if (value && typeof value === 'object' && 'en' in value) {
      const en = (value as { en: unknown }).en;
      if (typeof en === 'string' && en.trim()) return en.trim();
    }
  }
  return '';
}

function RefusalNotice({
  refusal,
  count,
  busy,
  onLoadTheirs,
  onSaveOver,
}: {
  refusal: ContentRefusal;
  count: number;
  busy: boolean;
  onLoadTheirs: () => void;
  onSaveOver: () => void;
}) {
  const { t } = useTranslation('admin-content');
  if (refusal.reason === 'conflict') {
    return (
      <div className="form-banner error" role="alert">
        <p>{t('conflict.text')}</p>
        <div className="button-row">
          <button type="button" className="button button-light" disabled={busy} onClick={onLoadTheirs}>
            {t('conflict.loadTheirs')}
          </button>
          <button type="button" className="button button-light" disabled={busy} onClick={onSaveOver}>
            {t('conflict.saveOver')}
          </button>
        </div>
      </div>
    );
  }
  const text =
    refusal.reason === 'untranslated'
      ? t('refused.untranslated', { count: Math.max(count, refusal.paths.length) })
      : refusal.reason === 'failed'
        ? t('refused.failed')
        : t(`refused.${refusal.reason}`);
  return (
    <p className="form-banner error" role="alert">
      {text}
    </p>
  );
}
