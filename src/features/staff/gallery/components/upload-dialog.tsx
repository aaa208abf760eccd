import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Modal } from '../../../../components/modal';
import {
  GALLERY_ALLOWED_MIME_TYPES,
  GALLERY_CATEGORIES,
  GALLERY_DEFAULT_CATEGORY,
  TEXT_MAX_LENGTH,
  type GalleryCategory,
} from '../../../../config/limits';
import { checkGalleryCapacity } from '../api/check-gallery-capacity';
import { uploadGalleryImage } from '../api/upload-gallery-image';
import type { FileError } from '../gallery-models';
import { prepareImage } from '../image-encode';
import { CHECK_FAILED, runUpload, type FileOutcome, type UploadPhase } from '../run-upload';
import { connectivity } from '../../../../lib/connectivity';
import '../../../../components/forms.css';

/** Progress and messages stay this long after a run finishes (spec §4, §9). */
export const MESSAGE_CLEAR_MS = 2_000; // ms

interface UploadDialogProps {
  open: boolean;
  remainingSlots: number;
  onClose: () => void;
  /** After any run that stored at least one image: the list and figures are read again. */
  onUploaded: (count: number, closed: boolean) => void;
  /** The server said no (or could not say): the parent shows the 'Upload Failed' modal. */
  onRefused: (reasons: string[]) => void;
}

type Report =
  | { kind: 'errors'; errors: { fileName: string; problem: FileError['problem'] | 'unreadable' }[] }
  | { kind: 'offline' }
  | { kind: 'noFiles' }
  | { kind: 'outcomes'; outcomes: FileOutcome[] };

export function UploadDialog({ open, remainingSlots, onClose, onUploaded, onRefused }: UploadDialogProps) {
  const { t } = useTranslation('admin-gallery');
  const [files, setFiles] = useState<File[]>([]);
  const [category, setCategory] = useState<GalleryCategory>(GALLERY_DEFAULT_CATEGORY);
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [phase, setPhase] = useState<UploadPhase | null>(null);
  const [percent, setPercent] = useState(0);
  const [busy, setBusy] = useState(false);
  const [report, setReport] = useState<Report | null>(null);
  const fileInputRef = useRef<HTMLInputElement>(null);
  const clearTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const ids = { files: useId(), hint: useId(), category: useId(), title: useId(), description: useId() };

  useEffect(() => () => clearTimeout(clearTimer.current), []);

  function reset() {
    setFiles([]);
    setCategory(GALLERY_DEFAULT_CATEGORY);
    setTitle('');
    setDescription('');
    setReport(null);
    setPhase(null);
    setPercent(0);
    if (fileInputRef.current) fileInputRef.current.value = '';
  }

  function close() {
    // Closed mid-run (Escape), the run still finishes and reports to the page; the form is kept.
    if (!busy) reset();
    onClose();
  }

  function clearProgressSoon() {
    clearTimeout(clearTimer.current);
    clearTimer.current = setTimeout(() => {
      setPhase(null);
      setPercent(0);
    }, MESSAGE_CLEAR_MS);
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    clearTimeout(clearTimer.current);
    if (files.length === 0) {
      setReport({ kind: 'noFiles' });
      return;
    }
    setBusy(true);
    setReport(null);
    const result = await runUpload(
      { files, category, title, description },
      {
        isOnline: () => connectivity().check(),
        remainingSlots,
        prepare: prepareImage,
        checkCapacity: checkGalleryCapacity,
        upload: uploadGalleryImage,
        newId: () => crypto.randomUUID(),
        onPhase: setPhase,
        onProgress: setPercent,
      },
    );
    setBusy(false);
    switch (result.kind) {
      case 'offline':
        setReport({ kind: 'offline' });
        return;
      case 'invalid':
        setPhase(null);
        setReport({ kind: 'errors', errors: result.errors });
        return;
      case 'unreadable':
        setPhase(null);
        setReport({ kind: 'errors', errors: [{ fileName: result.fileName, problem: 'unreadable' }] });
        return;
      case 'refused':
      case 'checkFailed':
        reset();
        onRefused(result.kind === 'refused' ? result.reasons : [CHECK_FAILED]);
        return;
      case 'done': {
        const uploaded = result.outcomes.filter((outcome) => outcome.status === 'uploaded').length;
        const allDone = uploaded === result.outcomes.length;
        if (allDone) {
          reset();
          onUploaded(uploaded, true);
          onClose();
          return;
        }
        setReport({ kind: 'outcomes', outcomes: result.outcomes });
        clearProgressSoon();
        if (uploaded > 0) onUploaded(uploaded, false);
      }
    }
  }

  const progressText =
    phase === 'preparing' || phase === 'uploading'
      ? t(`upload.phase.${phase}`, { percent })
      : phase
        ? t(`upload.phase.${phase}`)
        : '';

  return (
    <Modal open={open} onClose={close} title={t('upload.title')} closeLabel={t('close')}>
      <form className="form" onSubmit={(event) => void submit(event)} noValidate>
        <div className="field">
          <label htmlFor={ids.files}>{t('upload.files')}</label>
          <input
            ref={fileInputRef}
            id={ids.files}
            type="file"
            multiple
            accept={GALLERY_ALLOWED_MIME_TYPES.join(',')}
            aria-describedby={ids.hint}
            disabled={busy}
            onChange={(event) => {
              setFiles(Array.from(event.target.files ?? []));
              setReport(null);
            }}
          />
          <p id={ids.hint} className="field-hint">
            {t('upload.filesHint', { count: remainingSlots })}
          </p>
          {files.length > 0 && <p className="field-hint">{t('upload.selected', { count: files.length })}</p>}
        </div>
        <div className="field">
          <label htmlFor={ids.category}>{t('upload.category')}</label>
          <select
            id={ids.category}
            value={category}
            disabled={busy}
            onChange={(event) => setCategory(event.target.value as GalleryCategory)}
          >
            {GALLERY_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {t(`categories.${value}`)}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor={ids.title}>
            {t('upload.titleField')} <span className="field-optional">{t('upload.optional')}</span>
          </label>
          <input
            id={ids.title}
            value={title}
            maxLength={TEXT_MAX_LENGTH.gallery.title - 6}
            disabled={busy}
            onChange={(event) => setTitle(event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor={ids.description}>
            {t('upload.description')} <span className="field-optional">{t('upload.optional')}</span>
          </label>
          <textarea
            id={ids.description}
            rows={3}
            value={description}
            maxLength={TEXT_MAX_LENGTH.gallery.description}
            disabled={busy}
            onChange={(event) => setDescription(event.target.value)}
          />
        </div>

        <div role="status" className="admin-gallery-progress">
          {progressText && (
            <>
              <p>{progressText}</p>
              {(phase === 'preparing' || phase === 'uploading') && (
                <progress max={100} value={percent} aria-label={t('upload.progress')} />
              )}
            </>
          )}
        </div>

        {report?.kind === 'offline' && (
          <p className="form-banner error" role="alert">
            {t('upload.offline')}
          </p>
        )}
        {report?.kind === 'noFiles' && (
          <p className="form-banner error" role="alert">
            {t('upload.noFiles')}
          </p>
        )}
        {report?.kind === 'errors' && (
          <div className="form-banner error" role="alert">
            <h3 className="admin-gallery-report-title">{t('upload.errorsTitle')}</h3>
            <ul>
              {report.errors.map((error) => (
                <li key={`${error.fileName}-${error.problem}`}>
                  {t(`upload.problem.${error.problem}`, { name: error.fileName })}
                </li>
              ))}
            </ul>
          </div>
        )}
        {report?.kind === 'outcomes' && (
          <div className="form-banner error" role="alert">
            <h3 className="admin-gallery-report-title">{t('upload.resultTitle')}</h3>
            <ul>
              {report.outcomes.map((outcome) => (
                <li key={outcome.fileName}>
                  {outcome.status === 'failed'
                    ? t('upload.outcome.failed', { name: outcome.fileName, error: outcome.error })
                    : t(`upload.outcome.${outcome.status}`, { name: outcome.fileName })}
                </li>
              ))}
            </ul>
          </div>
        )}

        <div className="admin-gallery-actions">
          <button type="button" className="button button-light" onClick={close} disabled={busy}>
            {t('upload.cancel')}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t('upload.submit')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
