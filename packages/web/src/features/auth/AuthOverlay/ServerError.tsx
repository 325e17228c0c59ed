import { useTranslation } from 'react-i18next';
import { AppError } from '@tessera/core/errors';
import { FormAlert } from '../../../ui/FormAlert';
import { describeError, isTokenError } from '../../../app/forms/describe-error';
import styles from './styles.module.css';

/**
 * What the server said that belongs to no field, in the form's alert region. A refused emailed
 * link comes with the way out: asking for a new one.
 */
export function ServerError({ error, onRequestNewLink }: { error: unknown; onRequestNewLink?: () => void }) {
  const { t, i18n } = useTranslation();
  if (!error) return <FormAlert />;
  const isLinkProblem = error instanceof AppError && isTokenError(error);
  return (
    <FormAlert>
      <span>{describeError(error, t, i18n.language)}</span>
      {isLinkProblem && onRequestNewLink ? (
        <button type="button" className={styles.linkButton} onClick={onRequestNewLink}>
          {t('auth.requestNewLink')}
        </button>
      ) : null}
    </FormAlert>
  );
}
