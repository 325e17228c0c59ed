import { useTranslation } from 'react-i18next';
import styles from './styles.module.css';

/**
 * Lets keyboard users jump past the toolbar. It focuses the main region directly rather than
 * changing the address hash, which the app reserves for overlays.
 */
export function SkipLink({ targetId }: { targetId: string }) {
  const { t } = useTranslation();
  return (
    <a
      className={styles.skip}
      href={`#${targetId}`}
      onClick={(event) => {
        event.preventDefault();
        document.getElementById(targetId)?.focus();
      }}
    >
      {t('app.skipToContent')}
    </a>
  );
}
