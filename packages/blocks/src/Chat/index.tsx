import { useId } from 'react';
import { Icon } from '@tessera/ui/Icon';
import { useBlockContext } from '../BlockContext';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { chatMessages } from './messages';
import styles from './styles.module.css';

/**
 * A message thread's conversation inside a page: the host app's live thread (`Thread` in the
 * block context) when the block names one; otherwise (no thread chosen yet, or a host without
 * messaging such as the studio canvas) a friendly note in the place the conversation takes.
 */
export default function Chat({ props }: BlockRendererProps<'chat_block'>) {
  const { thread_id, title } = props;
  const { t } = useBlockMessages(chatMessages);
  const { Thread } = useBlockContext();
  const headingId = useId();

  if (thread_id && Thread) return <Thread threadId={thread_id} title={title || t('chat')} />;

  return (
    <section
      className={styles.chat}
      aria-labelledby={headingId}
      data-thread-id={thread_id ?? undefined}
    >
      <h2 id={headingId} className={styles.heading}>
        <Icon name="chat" size={20} />
        <span>{title || t('chat')}</span>
      </h2>
      <div className={styles.empty}>
        <span className={styles.bubbles} aria-hidden="true">
          <span className={styles.bubble} />
          <span className={`${styles.bubble} ${styles.reply}`} />
          <span className={`${styles.bubble} ${styles.short}`} />
        </span>
        <p className={styles.title}>{t('soonTitle')}</p>
        <p className={styles.text}>{t('soonText')}</p>
      </div>
    </section>
  );
}
