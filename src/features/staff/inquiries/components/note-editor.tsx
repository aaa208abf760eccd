import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditResult } from '../../shared/use-live-list';
import { INTERNAL_NOTE_MAX_LENGTH } from '../inquiry-models';
import { SyncMark } from './live-parts';

interface NoteEditorProps {
  /** The note as stored (or as waiting to sync). */
  note: string | null;
  /** A change to it is kept on this device until it can be sent. */
  waiting: boolean;
  onSave: (note: string | null) => Promise<EditResult>;
}

type SaveState = 'idle' | 'saving' | EditResult;

/** The staff-only note of one inquiry or request, in its details modal. */
export function NoteEditor({ note, waiting, onSave }: NoteEditorProps) {
  const { t } = useTranslation('admin-inquiries');
  const [saved, setSaved] = useState(note);
  const [draft, setDraft] = useState(note ?? '');
  const [state, setState] = useState<SaveState>('idle');
  const fieldId = useId();
  const counterId = useId();

  // The note changed elsewhere (another admin, a sync): an untouched draft follows it.
  if (note !== saved) {
    setSaved(note);
    if (draft === (saved ?? '')) setDraft(note ?? '');
  }

  const unchanged = (draft.trim() || null) === note;

  async function save(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (state === 'saving') return;
    setState('saving');
    const result = await onSave(draft.trim() || null);
    setState(result);
  }

  return (
    <form className="note-editor" onSubmit={(event) => void save(event)}>
      <div className="field">
        <label htmlFor={fieldId}>{t('note.label')}</label>
        <textarea
          id={fieldId}
          rows={4}
          value={draft}
          maxLength={INTERNAL_NOTE_MAX_LENGTH}
          aria-describedby={counterId}
          onChange={(event) => {
            setDraft(event.target.value);
            if (state !== 'saving') setState('idle');
          }}
        />
        <p id={counterId} className="note-counter">
          {t('note.counter', { count: draft.length, max: INTERNAL_NOTE_MAX_LENGTH })}
        </p>
      </div>
      <div className="note-actions">
        <button type="submit" className="button" disabled={state === 'saving' || unchanged}>
          {state === 'saving' ? t('note.saving') : t('note.save')}
        </button>
        {waiting && <SyncMark />}
      </div>
      <div role="status" className="note-status">
        {(state === 'saved' || state === 'unchanged') && <p>{t('note.saved')}</p>}
        {state === 'queued' && <p>{t('note.queued')}</p>}
      </div>
      <div role="alert">{state === 'failed' && <p className="form-banner error">{t('note.failed')}</p>}</div>
    </form>
  );
}
