import type { CSSProperties } from 'react';
import { blockColorOnVar, blockColorVar } from '@tessera/core/theme-math';
import { ActionLink } from '../ActionLink';
import type { BlockRendererProps } from '../types';
import styles from './styles.module.css';

/** A call to action. It navigates, so it is a link styled as a button. */
export default function Button({ props, page }: BlockRendererProps<'button_block'>) {
  const { text, color, action } = props;
  const style = { '--button-bg': blockColorVar(color), '--button-fg': blockColorOnVar(color) } as CSSProperties;
  return (
    <div className={styles.wrap} style={style}>
      <ActionLink
        action={action}
        page={page}
        className={styles.button}
        fallback={
          <span className={`${styles.button} ${styles.inert}`} aria-disabled="true">
            {text}
          </span>
        }
      >
        {text}
      </ActionLink>
    </div>
  );
}
