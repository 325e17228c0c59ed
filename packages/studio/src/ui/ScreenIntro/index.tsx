import type { ReactNode } from 'react';
import { ScreenHeading } from '../ScreenHeading';
import styles from './styles.module.css';

type Props = {
  /** The heading's id, for the section it names (`aria-labelledby`). */
  id?: string;
  title: string;
  lead?: string;
  /** The screen's main action (New page, New overlay…), at the end of the line on wider screens. */
  action?: ReactNode;
  className?: string;
};

/** The head of a list screen: its h1 (focused on arrival), a sentence on what it holds, and its main action. */
export function ScreenIntro({ id, title, lead, action, className }: Props) {
  return (
    <div className={className ? `${styles.intro} ${className}` : styles.intro}>
      <div>
        <ScreenHeading id={id}>{title}</ScreenHeading>
        {lead ? <p className={styles.lead}>{lead}</p> : null}
      </div>
      {action}
    </div>
  );
}
