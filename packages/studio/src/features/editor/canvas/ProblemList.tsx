import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { parseBlock } from '@tessera/core/blocks/registry';
import { translateFieldMessage } from '../../../app/describe-error';
import styles from './canvas.module.css';

/** What a failed parse says is wrong, in the studio's language, each message once. */
export function problemMessages(result: ReturnType<typeof parseBlock>, t: TFunction): string[] {
  if (result.ok || result.reason !== 'invalid_props') return [];
  return [...new Set(result.issues.map((issue) => translateFieldMessage(issue.message, t)))];
}

/** "This block has a problem" and the list of what, as a canvas block shows it instead of (or above) its content. */
export function ProblemList({ name, messages }: { name: string; messages: string[] }) {
  const { t } = useTranslation();
  return (
    <>
      <p className={styles.invalidTitle}>{t('editor.canvas.invalid', { block: name })}</p>
      {messages.length > 0 ? (
        <ul className={styles.invalidList}>
          {messages.map((message) => (
            <li key={message}>{message}</li>
          ))}
        </ul>
      ) : null}
    </>
  );
}
