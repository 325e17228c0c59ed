import { useTranslation } from 'react-i18next';
import { FieldShell } from './FieldShell';
import { acceptsNull } from './schema-helpers';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';
import imageStyles from './ImageField.module.css';

type ImageObject = { url: string } & Record<string, unknown>;
type ImageValue = string | ImageObject | null | undefined;

const urlOf = (value: ImageValue) => (typeof value === 'string' ? value : (value?.url ?? ''));

/**
 * An image by address. Props store either the address or image data (`{ url, alt, … }`): the
 * prop's schema decides, and image data keeps its other fields when the address changes.
 * The studio has no image upload route yet, so owners paste an address (uploaded media or any https URL).
 */
export function ImageField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<ImageValue>) {
  const { t } = useTranslation();
  const error = useFieldError(schema, value, givenError);
  const url = urlOf(value);
  const isObject = schema ? !schema.safeParse('https://example.com/a.png').success : typeof value === 'object' && value !== null;
  const empty = acceptsNull(schema) ? null : isObject ? null : '';

  function change(next: string) {
    if (next.trim() === '') onChange(empty);
    else if (isObject) onChange({ alt: '', ...(typeof value === 'object' && value ? value : {}), url: next });
    else onChange(next);
  }

  return (
    <FieldShell label={label} error={error} hint={t('editor.image.hint')}>
      {({ id, describedBy, invalid }) => (
        <div className={imageStyles.image}>
          <input
            id={id}
            className={styles.input}
            type="url"
            inputMode="url"
            placeholder="https://"
            value={url}
            readOnly={readOnly}
            aria-invalid={invalid}
            aria-describedby={describedBy}
            onChange={(event) => change(event.currentTarget.value)}
          />
          {url ? (
            <div className={imageStyles.preview}>
              <img src={url} alt={t('editor.image.preview')} className={imageStyles.thumbnail} />
              {readOnly ? null : (
                <button type="button" className={styles.smallButton} onClick={() => change('')}>
                  {t('editor.image.remove')}
                </button>
              )}
            </div>
          ) : null}
        </div>
      )}
    </FieldShell>
  );
}
