import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../ui/Button';
import styles from './IntegrationsScreen.module.css';

/** A secret the server shows once (an API key, a signing secret): selectable, copyable, then dismissed. */
export function SecretOnce({
  label,
  secret,
  onDone,
}: {
  label: string;
  secret: string;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const [isCopied, setIsCopied] = useState(false);
  return (
    <div className={styles.secret} role="status">
      <p>{label}</p>
      <code className={styles.secretValue} data-testid="secret-once">
        {secret}
      </code>
      <div className={styles.row}>
        <Button
          onClick={() => {
            void navigator.clipboard?.writeText(secret).then(
              () => setIsCopied(true),
              () => undefined,
            );
          }}
        >
          {isCopied ? t('insights.copied') : t('insights.copy')}
        </Button>
        <Button onClick={onDone}>{t('insights.done')}</Button>
      </div>
    </div>
  );
}
