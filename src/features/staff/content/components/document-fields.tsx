/**
 * The form of one content document, walked from the document itself (./content-models.ts): a text is its
 * three languages side by side (stacked on a phone), each marked when it is missing or reads as the
 * English unmarked; a list's entries can be added, removed and moved; every other value is one field.
 */
import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ContentKind, ImageRef, Text, TranslatedLanguage } from '../../../../content/documents';
import { isGalleryPhoto } from '../../../../content/images';
import {
  EDIT_LANGUAGES,
  IMAGE_CHOICES,
  IMAGE_FIELDS,
  OPTIONAL_TEXTS,
  blankText,
  choicesFor,
  isLongText,
  isText,
  moved,
  newEntryFor,
  pathName,
  renumbered,
  withSameEverywhere,
  withSameIn,
  type Path,
  type TranslationReport,
} from '../content-models';
import { ImageField } from './image-field';

interface FieldsContext {
  kind: ContentKind;
  report: TranslationReport;
  onChange: (path: Path, value: unknown) => void;
  disabled: boolean;
}

/** Optional texts an object may hold but leaves out, by the object's place: the tour itself, a day, a slide's button. */
function optionalTextsOf(kind: ContentKind, field: string): string[] {
  if (field === '' && kind === 'tour') return ['pricingNote', 'entranceFeesNote'];
  if (field === 'itinerary') return ['driving', 'note'];
  if (field === 'secondary' && kind === 'hero_slide') return ['context'];
  return [];
}

export function DocumentFields({
  kind,
  document,
  report,
  onChange,
  disabled = false,
}: {
  kind: ContentKind;
  document: Record<string, unknown>;
  report: TranslationReport;
  onChange: (path: Path, value: unknown) => void;
  disabled?: boolean;
}) {
  const context: FieldsContext = { kind, report, onChange, disabled };
  return <ObjectFields context={context} path={[]} field="" value={document} />;
}

function useLabel() {
  const { t } = useTranslation('admin-content');
  return (field: string) => t(`fields.${field}`, { defaultValue: field });
}

function ObjectFields({
  context,
  path,
  field,
  value,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  value: Record<string, unknown>;
}) {
  const { t } = useTranslation('admin-content');
  const label = useLabel();
  const absent = optionalTextsOf(context.kind, field).filter((name) => !(name in value));
  return (
    <>
      {Object.entries(value).map(([key, inner]) => (
        <FieldFor key={key} context={context} path={[...path, key]} field={key} value={inner} />
      ))}
      {absent.length > 0 && (
        <div className="content-add-optional">
          {absent.map((name) => (
            <button
              key={name}
              type="button"
              className="button button-light"
              disabled={context.disabled}
              onClick={() => context.onChange([...path, name], blankText())}
            >
              {t('addField', { field: label(name) })}
            </button>
          ))}
        </div>
      )}
    </>
  );
}

function FieldFor({
  context,
  path,
  field,
  value,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  value: unknown;
}) {
  const { t } = useTranslation('admin-content');
  const label = useLabel();
  if (IMAGE_FIELDS.has(field) && (typeof value === 'string' || isGalleryPhoto(value))) {
    return (
      <ImageField
        label={label(field)}
        value={value as ImageRef}
        disabled={context.disabled}
        onChange={(next) => context.onChange(path, next)}
        altField={
          isGalleryPhoto(value) && isText(value.alt) ? (
            <TextField context={context} path={[...path, 'alt']} field="alt" text={value.alt} />
          ) : null
        }
      />
    );
  }
  if (isText(value)) return <TextField context={context} path={path} field={field} text={value} />;
  if (value === null) {
    if (!OPTIONAL_TEXTS.has(field)) return null;
    return (
      <div className="content-add-optional">
        <button
          type="button"
          className="button button-light"
          disabled={context.disabled}
          onClick={() => context.onChange(path, blankText())}
        >
          {t('addField', { field: label(field) })}
        </button>
      </div>
    );
  }
  if (Array.isArray(value)) {
    const choices = choicesFor(context.kind, field);
    if (choices)
      return <ChoiceList context={context} path={path} field={field} value={value as string[]} choices={choices} />;
    return <ListField context={context} path={path} field={field} list={value} />;
  }
  if (typeof value === 'object') {
    return (
      <fieldset className="content-group">
        <legend>{label(field)}</legend>
        <ObjectFields context={context} path={path} field={field} value={value as Record<string, unknown>} />
      </fieldset>
    );
  }
  // An itinerary's day number is its place in the list.
  if (field === 'day') return null;
  return <ValueField context={context} path={path} field={field} value={value as string | number | boolean} />;
}

function ValueField({
  context,
  path,
  field,
  value,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  value: string | number | boolean;
}) {
  const id = useId();
  const { t } = useTranslation(['admin-content', 'images']);
  const label = useLabel();
  const change = (next: unknown) => context.onChange(path, next);
  if (typeof value === 'boolean') {
    return (
      <label className="content-check">
        <input
          type="checkbox"
          checked={value}
          disabled={context.disabled}
          onChange={(event) => change(event.target.checked)}
        />
        {label(field)}
      </label>
    );
  }
  const choices = IMAGE_FIELDS.has(field)
    ? IMAGE_CHOICES
    : typeof value === 'string'
      ? choicesFor(context.kind, field)
      : undefined;
  return (
    <div className="field content-field">
      <label htmlFor={id}>{label(field)}</label>
      {choices ? (
        <select
          id={id}
          value={String(value)}
          disabled={context.disabled}
          onChange={(event) => change(event.target.value)}
        >
          {choices.map((choice) => (
            <option key={choice} value={choice}>
              {IMAGE_FIELDS.has(field)
                ? t(`images:${choice}`, { defaultValue: choice })
                : t(`choices.${choice}`, { defaultValue: choice })}
            </option>
          ))}
        </select>
      ) : typeof value === 'number' ? (
        <input
          id={id}
          type="number"
          inputMode="numeric"
          value={Number.isFinite(value) ? value : ''}
          disabled={context.disabled}
          onChange={(event) => change(event.target.value === '' ? 0 : Number(event.target.value))}
        />
      ) : (
        <input
          id={id}
          type="text"
          value={value}
          disabled={context.disabled}
          onChange={(event) => change(event.target.value)}
        />
      )}
    </div>
  );
}

function ChoiceList({
  context,
  path,
  field,
  value,
  choices,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  value: string[];
  choices: readonly string[];
}) {
  const { t } = useTranslation('admin-content');
  const label = useLabel();
  return (
    <fieldset className="content-group content-choices">
      <legend>{label(field)}</legend>
      {choices.map((choice) => (
        <label key={choice} className="content-check">
          <input
            type="checkbox"
            checked={value.includes(choice)}
            disabled={context.disabled}
            onChange={(event) =>
              context.onChange(
                path,
                event.target.checked
                  ? choices.filter((c) => c === choice || value.includes(c))
                  : value.filter((c) => c !== choice),
              )
            }
          />
          {t(`choices.${choice}`, { defaultValue: choice })}
        </label>
      ))}
    </fieldset>
  );
}

function ListField({
  context,
  path,
  field,
  list,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  list: unknown[];
}) {
  const { t } = useTranslation('admin-content');
  const label = useLabel();
  const set = (next: unknown[]) => context.onChange(path, renumbered(field, next));
  const entryName = (index: number) =>
    field === 'itinerary' ? t('day', { number: index + 1 }) : t('entry', { field: label(field), number: index + 1 });
  return (
    <fieldset className="content-group content-list">
      <legend>{label(field)}</legend>
      {list.length === 0 && <p className="content-empty-list">{t('emptyList')}</p>}
      <ol>
        {list.map((entry, index) => (
          <li key={index} className="content-list-entry">
            <ListEntry
              name={entryName(index)}
              controls={
                <div className="content-entry-controls" role="group" aria-label={entryName(index)}>
                  <button
                    type="button"
                    className="button button-light"
                    disabled={context.disabled || index === 0}
                    onClick={() => set(moved(list, index, index - 1))}
                  >
                    {t('moveUp')}
                  </button>
                  <button
                    type="button"
                    className="button button-light"
                    disabled={context.disabled || index === list.length - 1}
                    onClick={() => set(moved(list, index, index + 1))}
                  >
                    {t('moveDown')}
                  </button>
                  <button
                    type="button"
                    className="button button-light content-remove"
                    disabled={context.disabled}
                    onClick={() => set(list.filter((_, i) => i !== index))}
                  >
                    {t('remove')}
                  </button>
                </div>
              }
            >
              {isText(entry) ? (
                <TextField
                  context={context}
                  path={[...path, index]}
                  field={field}
                  text={entry}
                  label={entryName(index)}
                />
              ) : entry !== null && typeof entry === 'object' ? (
                <ObjectFields
                  context={context}
                  path={[...path, index]}
                  field={field}
                  value={entry as Record<string, unknown>}
                />
              ) : (
                <ValueField context={context} path={[...path, index]} field={field} value={entry as string} />
              )}
            </ListEntry>
          </li>
        ))}
      </ol>
      <button
        type="button"
        className="button button-light"
        disabled={context.disabled}
        onClick={() => set([...list, newEntryFor(list, field)])}
      >
        {t('add', { field: label(field) })}
      </button>
    </fieldset>
  );
}

function ListEntry({ name, controls, children }: { name: string; controls: ReactNode; children: ReactNode }) {
  return (
    <fieldset className="content-entry">
      <legend>{name}</legend>
      {children}
      {controls}
    </fieldset>
  );
}

function TextField({
  context,
  path,
  field,
  text,
  label: given,
}: {
  context: FieldsContext;
  path: Path;
  field: string;
  text: Text;
  label?: string;
}) {
  const { t } = useTranslation('admin-content');
  const label = useLabel();
  const id = useId();
  const name = pathName(path);
  const missing = context.report.missing.get(name) ?? [];
  const sameAsEnglish = context.report.sameAsEnglish.get(name) ?? [];
  const same = 'same' in text;
  const long = isLongText(field, text);
  const set = (next: Text) => context.onChange(path, next);
  const languages = same ? (['en'] as const) : EDIT_LANGUAGES;
  const optional = OPTIONAL_TEXTS.has(field) && typeof path[path.length - 1] === 'string';
  return (
    <fieldset className="content-text" data-path={name}>
      <legend>{given ?? label(field)}</legend>
      <div className={same ? 'content-langs content-langs-one' : 'content-langs'}>
        {languages.map((language) => {
          const inputId = `${id}-${language}`;
          const isMissing = missing.includes(language);
          const reads = language !== 'en' && sameAsEnglish.includes(language as TranslatedLanguage);
          const meant = language !== 'en' && !same && (text.sameIn ?? []).includes(language as TranslatedLanguage);
          const value = (text as Record<string, unknown>)[language];
          const props = {
            id: inputId,
            value: typeof value === 'string' ? value : '',
            disabled: context.disabled,
            'aria-invalid': isMissing || reads || undefined,
            'aria-describedby': isMissing || reads ? `${inputId}-mark` : undefined,
            onChange: (event: { target: { value: string } }) =>
              set({ ...text, [language]: event.target.value } as Text),
          };
          return (
            <div key={language} className="field content-lang">
              <label htmlFor={inputId}>{same ? t('everyLanguage') : t(`languages.${language}`)}</label>
              {long ? <textarea rows={3} {...props} /> : <input type="text" {...props} />}
              {isMissing && (
                <p id={`${inputId}-mark`} className="content-mark content-missing">
                  {t('missing')}
                </p>
              )}
              {reads && (
                <p id={`${inputId}-mark`} className="content-mark content-same-warning">
                  {t('sameAsEnglish')}
                </p>
              )}
              {(reads || meant) && (
                <label className="content-check">
                  <input
                    type="checkbox"
                    checked={meant}
                    disabled={context.disabled}
                    onChange={(event) => set(withSameIn(text, language as TranslatedLanguage, event.target.checked))}
                  />
                  {t('meantAsEnglish')}
                </label>
              )}
            </div>
          );
        })}
      </div>
      <div className="content-text-options">
        <label className="content-check">
          <input
            type="checkbox"
            checked={same}
            disabled={context.disabled}
            onChange={(event) => set(withSameEverywhere(text, event.target.checked))}
          />
          {t('sameEverywhere')}
        </label>
        {optional && (
          <button
            type="button"
            className="button button-light content-remove"
            disabled={context.disabled}
            onClick={() => context.onChange(path, field === 'country' ? null : undefined)}
          >
            {t('removeField', { field: label(field) })}
          </button>
        )}
      </div>
    </fieldset>
  );
}
