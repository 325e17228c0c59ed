import type { Ref } from 'react';
import { isHexColor, normalizeHex, rgbTriplet } from '@tessera/core/theme-math';
import { Field } from '@tessera/ui/Field';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './styles.module.css';

type Props = {
  label: string;
  /** The colour picker's own name ("Primary colour picker"): it sits beside the hex field. */
  pickerLabel: string;
  hint?: string;
  /** The hex text as typed; may be invalid while the owner types. */
  value: string;
  onChange: (value: string) => void;
  /** What the picker shows while the text is not a colour. */
  fallback: string;
  error?: string;
  warning?: string;
  name?: string;
  ref?: Ref<HTMLInputElement>;
  /** The colour's rgb form in words ("RGB value: 92, 41, 211"), shown under the hex while it is one. */
  describeRgb?: (rgb: string) => string;
};

/**
 * A colour as a native picker plus a hex text field, kept in step; the text is what is saved
 * (6 digits, `#` optional). With `describeRgb`, the rgb form (SPEC §3) is shown under it.
 */
export function ColorField({
  label,
  pickerLabel,
  hint,
  value,
  onChange,
  fallback,
  error,
  warning,
  name,
  ref,
  describeRgb,
}: Props) {
  const isColor = isHexColor(value);
  const shown = isColor ? normalizeHex(value) : normalizeHex(fallback);
  return (
    <Field label={label} hint={hint} error={error} warning={warning}>
      {(control) => (
        <>
          <div className={styles.row}>
            <input
              className={styles.picker}
              type="color"
              aria-label={pickerLabel}
              value={shown}
              onChange={(event) => onChange(event.target.value)}
            />
            <input
              {...control}
              ref={ref}
              name={name}
              className={`${fieldClasses.control} ${styles.hex}`}
              type="text"
              inputMode="text"
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              maxLength={7}
              value={value}
              onChange={(event) => onChange(event.target.value.trim())}
            />
          </div>
          {describeRgb && isColor ? (
            <p className={styles.rgb}>{describeRgb(rgbTriplet(value))}</p>
          ) : null}
        </>
      )}
    </Field>
  );
}
