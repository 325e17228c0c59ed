import { useId, type ReactNode } from 'react';
import { Icon, type IconName } from '@tessera/ui/Icon';
import styles from './styles.module.css';

/**
 * A centred message that stands in for a page: an icon, a heading and what follows (a reason,
 * actions). Lock screens and placeholder screens share it so they look and read alike.
 */
export function Notice(props: { icon: IconName; title: string; children?: ReactNode; data?: Record<`data-${string}`, string> }) {
  const titleId = useId();
  return (
    <section className={styles.notice} aria-labelledby={titleId} {...props.data}>
      <span className={styles.icon} aria-hidden="true">
        <Icon name={props.icon} size={28} />
      </span>
      <h1 id={titleId} className={styles.title}>
        {props.title}
      </h1>
      {props.children}
    </section>
  );
}

export const noticeStyles = styles;
