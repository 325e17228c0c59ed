import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldClasses } from '@tessera/ui/Field';
import { FieldMessage } from '@tessera/ui/FieldMessage';
import { Button } from '../../../ui/Button';
import { ImageUpload } from '../../media/ImageUpload';
import styles from '../commerce.module.css';

type Props = {
  appId: string;
  value: string | null;
  error?: string;
  onChange: (url: string | null) => void;
};

/** The product's picture: uploaded or picked from the app's recent uploads (the studio's media picker), shown, removable. */
export function ProductImageField({ appId, value, error, onChange }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const [uploadError, setUploadError] = useState<string | null>(null);
  const label = t('commerce.product.image');
  const problem = uploadError ?? error;
  return (
    <div
      className={styles.fieldset}
      role="group"
      aria-labelledby={`${id}-label`}
      aria-describedby={`${id}-hint`}
    >
      <p id={`${id}-label`} className={styles.legend}>
        {label}
      </p>
      <p id={`${id}-hint`} className={fieldClasses.hint}>
        {t('commerce.product.imageHint')}
      </p>
      {value ? (
        <img className={styles.imagePreview} src={value} alt={t('commerce.product.imageCurrent')} />
      ) : (
        <p className={styles.muted}>{t('commerce.product.imageNone')}</p>
      )}
      <div className={styles.actions}>
        <ImageUpload
          appId={appId}
          fieldLabel={label}
          currentUrl={value ?? ''}
          onPick={(media) => {
            setUploadError(null);
            onChange(media.url);
          }}
          onError={setUploadError}
        />
        {value ? (
          // Named for what it removes ("Remove image"), since the upload controls sit beside it.
          <Button name="image" onClick={() => onChange(null)}>
            {t('commerce.product.imageRemove')}
          </Button>
        ) : null}
      </div>
      <div aria-live="polite">
        {problem ? <FieldMessage id={`${id}-error`}>{problem}</FieldMessage> : null}
      </div>
    </div>
  );
}
