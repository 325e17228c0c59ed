import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioMedia } from '@tessera/core/api/studio-media';
import { ImageUpload } from '../../media/ImageUpload';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import { acceptsNull, objectShape } from './schema-helpers';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './fields.module.css';
import imageStyles from './ImageField.module.css';

type ImageObject = { url: string } & Record<string, unknown>;
type ImageValue = string | ImageObject | null | undefined;

const urlOf = (value: ImageValue) => (typeof value === 'string' ? value : (value?.url ?? ''));

/**
 * An image: uploaded to the app's media, picked from its recent uploads, or by address. Props
 * store either the address or image data (`{ url, alt, … }`): the prop's schema decides, and image
 * data keeps its other fields (the alt text) when the image changes. Its size and resized copies
 * describe the image they came with, so a new image brings its own size, or none when typed.
 */
export function ImageField({ label, value, onChange, readOnly, schema, error: givenError }: FieldViewProps<ImageValue>) {
  const { t } = useTranslation();
  const { appId } = useEditorData();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const schemaError = useFieldError(schema, value, givenError);
  const error = uploadError ?? schemaError;
  const url = urlOf(value);
  const isObject = schema ? !schema.safeParse('https://example.com/a.png').success : typeof value === 'object' && value !== null;
  const empty = acceptsNull(schema) ? null : isObject ? null : '';
  const shape = objectShape(schema);

  function change(next: string, media?: StudioMedia) {
    setUploadError(null);
    if (next.trim() === '') onChange(empty);
    else if (isObject) {
      const current = typeof value === 'object' && value ? value : {};
      const described: Record<string, unknown> = {};
      if ('width' in shape) described.width = media?.width ?? null;
      if ('height' in shape) described.height = media?.height ?? null;
      if ('sizes' in shape) described.sizes = null;
      onChange({ alt: '', ...current, ...described, url: next });
    } else onChange(next);
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
          {/* Outside an app (nowhere to store a file) the address is the only way. */}
          {appId && !readOnly ? (
            <ImageUpload appId={appId} fieldLabel={label} currentUrl={url} onPick={(media) => change(media.url, media)} onError={setUploadError} />
          ) : null}
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
