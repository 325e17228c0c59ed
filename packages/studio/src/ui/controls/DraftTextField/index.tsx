import { useState, type InputHTMLAttributes } from 'react';
import { Field } from '@tessera/ui/Field';

/** What a draft field's text stands for: the value to store, or the message to show. */
export type Parsed<T> = { ok: true; value: T } | { ok: false; error: string };

type Props<T> = {
  label: string;
  hint?: string;
  /** What the draft holds now. */
  value: T;
  /** How the draft value reads in the field. */
  format: (value: T) => string;
  /** Text → value to store, or the message to show (the field keeps the text and stores nothing). */
  parse: (text: string) => Parsed<T>;
  onChange: (value: T) => void;
  /** A warning about a valid value (it is stored), e.g. "ends before it starts". */
  warning?: string;
  isMultiline?: boolean;
  type?: InputHTMLAttributes<HTMLInputElement>['type'];
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  dir?: 'ltr' | 'rtl';
  placeholder?: string;
  maxLength?: number;
  /** For a field inside a row whose label is visible elsewhere. */
  className?: string;
};

/**
 * A draft field that never stores what its schema refuses: the text is kept while it is wrong and
 * the message shows under it; every valid keystroke is stored (so the preview follows typing).
 * A change of the draft from elsewhere (undo, a reload) replaces the text.
 */
export function DraftTextField<T>(props: Props<T>) {
  const { label, hint, value, format, parse, onChange, warning, isMultiline = false } = props;
  const [text, setText] = useState(() => format(value));
  const [error, setError] = useState<string | null>(null);
  // The value this text stands for: when the draft moves away from it, the text follows.
  const [shownValue, setShownValue] = useState(value);
  if (!Object.is(shownValue, value) && format(shownValue) !== format(value)) {
    setShownValue(value);
    setText(format(value));
    setError(null);
  }

  function change(next: string) {
    setText(next);
    const parsed = parse(next);
    if (parsed.ok) {
      setError(null);
      setShownValue(parsed.value);
      if (!Object.is(parsed.value, value)) onChange(parsed.value);
    } else {
      setError(parsed.error);
    }
  }

  // One message at a time: while the text is refused, the warning about the stored value waits.
  return (
    <Field label={label} hint={hint} error={error} warning={error ? undefined : warning} className={props.className}>
      {(control) => {
        const shared = { ...control, value: text, placeholder: props.placeholder, maxLength: props.maxLength, dir: props.dir };
        return isMultiline ? (
          <textarea {...shared} rows={3} onChange={(event) => change(event.target.value)} />
        ) : (
          <input {...shared} type={props.type ?? 'text'} inputMode={props.inputMode} onChange={(event) => change(event.target.value)} />
        );
      }}
    </Field>
  );
}
