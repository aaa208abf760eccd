/**
 * Labelled form controls for the public forms. Every control has a visible <label>, marks itself
 * `aria-invalid` and points `aria-describedby` at its hint and error text; errors are announced as they
 * appear (role="alert"). Forms use `noValidate`: the browser's own bubbles would replace the spec's
 * messages, which the zod schemas produce.
 */
import {
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
} from 'react';
import { takeEarlyInput } from '../lib/early-input';
import './forms.css';

// Layout effects do nothing in the pre-renderer (and React warns of them there).
const useMountLayoutEffect = typeof window === 'undefined' ? useEffect : useLayoutEffect;

type FormControl = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

/**
 * What a pre-rendered form holds when the app takes it over: what the visitor typed before the page was
 * live, kept by the boot script (it survives React rendering the form again), else what its controls show.
 * Only fields that differ from `initial`, in the type `initial` has for them.
 */
export function typedBeforeLive<T extends object>(form: HTMLFormElement, initial: T): Partial<T> {
  const kept = form.id ? takeEarlyInput(form.id) : undefined;
  const typed: Partial<T> = {};
  for (const [name, start] of Object.entries(initial) as [keyof T & string, unknown][]) {
    const control = form.elements.namedItem(name) as FormControl | null;
    const shown =
      control && 'value' in control
        ? control instanceof HTMLInputElement && control.type === 'checkbox'
          ? String(control.checked)
          : control.value
        : undefined;
    const text = kept?.[name] ?? shown;
    if (text === undefined) continue;
    const value = typeof start === 'number' ? Number(text) : typeof start === 'boolean' ? text === 'true' : text;
    if (value !== start && !(typeof value === 'number' && Number.isNaN(value)))
      typed[name] = value as T[keyof T & string];
  }
  return typed;
}

/** Message (an i18n key) per field path ('email', 'ratings.overall'). */
export type FieldErrors = Record<string, string>;

interface Issue {
  path: readonly PropertyKey[];
  message: string;
}

/** The first problem of each field, keyed by its dotted path: one message at a time per field. */
export function issuesToErrors(issues: readonly Issue[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in errors)) errors[key] = issue.message;
  }
  return errors;
}

/** What useFormState needs of a zod schema. */
export interface FormParser<T> {
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: { issues: readonly Issue[] } };
}

/**
 * Values, per-field errors (message keys), validation and whether it is being sent, for one form. Editing a
 * field clears its error; a failed validation moves focus to the first invalid control. `labels` is where the fields' labels are
 * among the messages: the label of `email` is `${labels}.email`.
 */
export function useFormState<T extends object>(initial: T, translate: (messageKey: string) => string, labels: string) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [focusRequest, setFocusRequest] = useState(0);
  const [submitting, setSubmitting] = useState(false);
  const formRef = useRef<HTMLFormElement>(null);

  // Before the first paint by the app: nothing typed into the pre-rendered form is lost.
  useMountLayoutEffect(() => {
    const form = formRef.current;
    if (!form) return;
    const typed = typedBeforeLive(form, initial);
    if (Object.keys(typed).length > 0) setValues((current) => ({ ...current, ...typed }));
    // Once, when the form is first taken over.
  }, []);

  useEffect(() => {
    if (focusRequest === 0) return;
    const invalid = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    // A star rating is a fieldset: focus its first star instead.
    const target = invalid?.matches('input, select, textarea') ? invalid : invalid?.querySelector('input');
    target?.focus();
  }, [focusRequest]);

  function clearError(key: string) {
    setErrors((current) => {
      if (!(key in current)) return current;
      const { [key]: _removed, ...rest } = current;
      return rest;
    });
  }

  /** Sets one field; `errorKey` names the error it clears when that differs (e.g. 'ratings.overall'). */
  function setField<K extends keyof T>(name: K, value: T[K], errorKey: string = String(name)) {
    setValues((current) => ({ ...current, [name]: value }));
    clearError(errorKey);
  }

  function validate<Out>(schema: FormParser<Out>): Out | undefined {
    const result = schema.safeParse(values);
    if (result.success) {
      setErrors({});
      return result.data;
    }
    setErrors(issuesToErrors(result.error.issues));
    setFocusRequest((count) => count + 1);
    return undefined;
  }

  function reset() {
    setValues(initial);
    setErrors({});
  }

  /** The name, label, value, change handler and translated error of one field, spread onto its control. */
  function bind<K extends keyof T & string>(name: K) {
    const messageKey = errors[name];
    return {
      name,
      label: translate(`${labels}.${name}`),
      value: values[name],
      onChange: (value: T[K]) => setField(name, value),
      error: messageKey ? translate(messageKey) : undefined,
    };
  }

  /**
   * Spread onto the <form>: its ref, no browser bubbles (the schemas' messages are shown instead) and
   * `aria-busy` while it is being sent.
   */
  const formProps = { ref: formRef, noValidate: true, 'aria-busy': submitting };

  return { values, errors, setField, validate, reset, formRef, bind, submitting, setSubmitting, formProps };
}

interface FieldFrameProps {
  id: string;
  wide?: boolean;
  label: ReactNode;
  /** Text shown after the label of a field that may stay empty, e.g. '(optional)'. */
  optionalText?: string;
  hint?: string;
  error?: string;
  children: ReactNode;
}

function describedBy(id: string, hint?: string, error?: string): string | undefined {
  return [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
}

function FieldFrame({ id, wide, label, optionalText, hint, error, children }: FieldFrameProps) {
  return (
    <div className={['field', wide && 'wide', error && 'has-error'].filter(Boolean).join(' ')}>
      <label htmlFor={id}>
        {label}
        {optionalText && <span className="field-optional"> {optionalText}</span>}
      </label>
      {hint && (
        <p id={`${id}-hint`} className="field-hint">
          {hint}
        </p>
      )}
      {children}
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

function FieldError({ id, error }: { id: string; error?: string }) {
  if (!error) return null;
  return (
    <p id={id} className="field-error" role="alert">
      {error}
    </p>
  );
}

interface CommonProps {
  label: string;
  /** Spans both columns of a .form-grid. */
  wide?: boolean;
  optionalText?: string;
  hint?: string;
  error?: string;
}

type TextControlProps = CommonProps & { value: string; onChange: (value: string) => void };

/**
 * What a labelled text control's frame and the control itself get: the frame the label, hint and error; the
 * control the rest, with its id, required mark, invalid mark and description wired to the frame's texts.
 */
function fieldParts<Rest extends object>(
  id: string,
  { label, wide, optionalText, hint, error, value, onChange, ...rest }: TextControlProps & Rest,
) {
  return {
    frame: { id, wide, label, optionalText, hint, error },
    control: {
      ...rest,
      id,
      value,
      required: !optionalText,
      'aria-invalid': error ? true : undefined,
      'aria-describedby': describedBy(id, hint, error),
      onChange: (event: ChangeEvent<FormControl>) => onChange(event.target.value),
    },
  };
}

type TextFieldProps = CommonProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextField({ type = 'text', ...props }: TextFieldProps) {
  const { frame, control } = fieldParts(useId(), props);
  return (
    <FieldFrame {...frame}>
      <input {...control} type={type} />
    </FieldFrame>
  );
}

/** A date input; `min` (YYYY-MM-DD) greys out earlier days in the picker. */
export function DateField(props: Omit<TextFieldProps, 'type'> & { min?: string }) {
  return <TextField {...props} type="date" />;
}

type TextAreaProps = CommonProps &
  Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
  };

export function TextArea({ rows = 4, ...props }: TextAreaProps) {
  const { frame, control } = fieldParts(useId(), props);
  return (
    <FieldFrame {...frame}>
      <textarea {...control} rows={rows} />
    </FieldFrame>
  );
}

export interface SelectOption {
  value: string;
  label: string;
}

type SelectFieldProps = CommonProps &
  Omit<SelectHTMLAttributes<HTMLSelectElement>, 'value' | 'onChange' | 'id' | 'required'> & {
    value: string;
    onChange: (value: string) => void;
    options: readonly SelectOption[];
    /** First, empty choice ('Please select'); choosing it leaves the field unanswered. */
    placeholder?: string;
  };

export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  const { frame, control } = fieldParts(useId(), props);
  return (
    <FieldFrame {...frame}>
      <select {...control}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}

type NumberSelectProps = Omit<SelectFieldProps, 'value' | 'onChange' | 'options' | 'placeholder'> & {
  value: number;
  onChange: (value: number) => void;
  min: number;
  max: number;
};

/** A choice of whole numbers min..max (people counts): no typing, no out-of-range values. */
export function NumberSelect({ value, onChange, min, max, ...rest }: NumberSelectProps) {
  const options = Array.from({ length: max - min + 1 }, (_, index) => {
    const number = String(min + index);
    return { value: number, label: number };
  });
  return <SelectField {...rest} value={String(value)} options={options} onChange={(next) => onChange(Number(next))} />;
}

type CheckboxFieldProps = Omit<CommonProps, 'optionalText' | 'hint' | 'wide'> &
  Omit<InputHTMLAttributes<HTMLInputElement>, 'checked' | 'onChange' | 'id' | 'type'> & {
    checked: boolean;
    onChange: (checked: boolean) => void;
  };

export function CheckboxField({ label, error, checked, onChange, ...rest }: CheckboxFieldProps) {
  const id = useId();
  return (
    <div className={error ? 'field field-checkbox has-error' : 'field field-checkbox'}>
      <input
        {...rest}
        id={id}
        type="checkbox"
        checked={checked}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(id, undefined, error)}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{label}</label>
      <FieldError id={`${id}-error`} error={error} />
    </div>
  );
}

interface StarRatingProps extends CommonProps {
  /** 0 = nothing chosen yet; otherwise 1..max. */
  value: number;
  onChange: (value: number) => void;
  /** Accessible name of each star, e.g. n => '3 stars'. */
  starLabel: (stars: number) => string;
  max?: number;
}

/**
 * A 1..5 star choice as a native radio group inside a fieldset named by its legend: Tab reaches the
 * group, arrow keys move between stars, and the stars are 44 px touch targets.
 */
export function StarRating({ label, optionalText, error, value, onChange, starLabel, max = 5 }: StarRatingProps) {
  const id = useId();
  return (
    <fieldset
      className={error ? 'field star-rating has-error' : 'field star-rating'}
      role="radiogroup"
      aria-labelledby={`${id}-legend`}
      aria-required={optionalText ? undefined : true}
      aria-invalid={error ? true : undefined}
      aria-describedby={describedBy(id, undefined, error)}
    >
      <legend id={`${id}-legend`}>
        {label}
        {optionalText && <span className="field-optional"> {optionalText}</span>}
      </legend>
      <div className="stars-input">
        {Array.from({ length: max }, (_, index) => {
          const stars = index + 1;
          return (
            <span key={stars} className="star-choice">
              <input
                id={`${id}-${stars}`}
                type="radio"
                name={id}
                value={stars}
                checked={value === stars}
                className="visually-hidden"
                onChange={() => onChange(stars)}
              />
              <label htmlFor={`${id}-${stars}`} className={stars <= value ? 'on' : undefined}>
                <span aria-hidden="true">★</span>
                <span className="visually-hidden">{starLabel(stars)}</span>
              </label>
            </span>
          );
        })}
      </div>
      <FieldError id={`${id}-error`} error={error} />
    </fieldset>
  );
}

/** One field's part of useFormState's `bind`: what a labelled text control needs of the form. */
export interface TextBinding {
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
}

/**
 * E-mail, phone and country as every public form asks for them, in that order (a form without `phone`
 * asks for no phone). `max` caps each field's length (the table's column limits).
 */
export function ContactFields({
  bind,
  phone,
  max,
  emailHint,
  phoneHint,
}: {
  bind: (name: 'email' | 'country') => TextBinding;
  phone?: TextBinding;
  max: { email: number; phone?: number; country: number };
  emailHint?: string;
  phoneHint?: string;
}) {
  return (
    <>
      <TextField {...bind('email')} type="email" autoComplete="email" maxLength={max.email} hint={emailHint} />
      {phone && <TextField {...phone} type="tel" autoComplete="tel" maxLength={max.phone} hint={phoneHint} />}
      <TextField {...bind('country')} autoComplete="country-name" maxLength={max.country} />
    </>
  );
}

/** A form's send button: disabled, and saying so with `busyLabel`, while the form is being sent. */
export function SubmitButton({
  busy,
  label,
  busyLabel,
  className = 'button',
}: {
  busy: boolean;
  label: string;
  busyLabel: string;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The honeypot's input name; people never see it, form-filling bots tend to fill it. */
export const HONEYPOT_NAME = 'website';

/**
 * A field hidden from people (off-screen, out of the tab order, hidden from screen readers). When it
 * comes back filled, the form pretends success and stores nothing.
 */
export function Honeypot({ label }: { label: string }) {
  return (
    <div className="honeypot" aria-hidden="true">
      <label>
        {label}
        <input type="text" name={HONEYPOT_NAME} tabIndex={-1} autoComplete="off" defaultValue="" />
      </label>
    </div>
  );
}

export function honeypotFilled(form: HTMLFormElement): boolean {
  const value = new FormData(form).get(HONEYPOT_NAME);
  return typeof value === 'string' && value.trim() !== '';
}
