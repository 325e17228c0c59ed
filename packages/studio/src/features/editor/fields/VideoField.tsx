import { useTranslation } from 'react-i18next';
import { videoProviders } from '@tessera/core/entities/block-data';
import type { VideoData, VideoProvider } from '@tessera/core/entities/block-data';
import { translateFieldMessage } from '../../../app/describe-error';
import { FieldShell } from './FieldShell';
import { ImageField } from './ImageField';
import { TextInputField } from './TextInputField';
import { acceptsNull, issuesByKey, objectShape, unwrap } from './schema-helpers';
import type { FieldViewProps } from './types';
import styles from './fields.module.css';

const EMPTY_VIDEO: VideoData = { provider: 'youtube', url: '', thumbnail: null, duration_seconds: null };
/** The select's value for "no provider": a file uploaded to the app, played natively. */
const FILE = 'file';

/**
 * A block's video (SPEC §3): where it is hosted (YouTube, Vimeo, Facebook, Zoom, or an uploaded
 * file), its address, and a picture shown before it plays. Off stores null.
 */
export function VideoField({ label, value, onChange, readOnly, schema }: FieldViewProps<VideoData | null | undefined>) {
  const { t } = useTranslation();
  const allowNone = acceptsNull(schema);
  const inner = schema ? unwrap(schema) : undefined;
  const shape = objectShape(inner);
  const issues = value && inner ? issuesByKey(inner, value) : {};
  const message = (key: string) => (issues[key] ? translateFieldMessage(issues[key], t) : null);

  return (
    <FieldShell label={label} error={message('')} isGroup>
      {({ id, describedBy, invalid }) => (
        <>
          {allowNone ? (
            <label className={styles.toggle} htmlFor={`${id}-on`}>
              <input
                id={`${id}-on`}
                type="checkbox"
                role="switch"
                checked={Boolean(value)}
                disabled={readOnly}
                onChange={(event) => onChange(event.currentTarget.checked ? EMPTY_VIDEO : null)}
              />
              {t('blocks.video.enabled')}
            </label>
          ) : null}
          {value ? (
            <div className={styles.subfields}>
              <label className={styles.hint} htmlFor={id}>
                {t('blocks.video.provider')}
              </label>
              <select
                id={id}
                className={styles.input}
                value={value.provider ?? FILE}
                disabled={readOnly}
                aria-invalid={invalid}
                aria-describedby={describedBy}
                onChange={(event) => {
                  const next = event.currentTarget.value;
                  onChange({ ...value, provider: next === FILE ? null : (next as VideoProvider) });
                }}
              >
                {videoProviders.map((provider) => (
                  <option key={provider} value={provider}>
                    {t(`blocks.video.providers.${provider}`)}
                  </option>
                ))}
                <option value={FILE}>{t('blocks.video.providers.file')}</option>
              </select>
              <TextInputField
                label={t('blocks.video.url')}
                type="url"
                placeholder="https://"
                value={value.url}
                readOnly={readOnly}
                error={message('url')}
                onChange={(url) => onChange({ ...value, url: url ?? '' })}
              />
              <ImageField
                label={t('blocks.video.thumbnail')}
                schema={shape.thumbnail}
                value={value.thumbnail}
                readOnly={readOnly}
                onChange={(thumbnail) => onChange({ ...value, thumbnail: typeof thumbnail === 'string' && thumbnail ? thumbnail : null })}
              />
            </div>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
