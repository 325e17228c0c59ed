import type { ComposedProps } from '@tessera/core/blocks/composed';
import styles from './styles.module.css';

/**
 * The classes that lay out a composed block's inner blocks (stacked or two columns, with the
 * gap): the member app's renderer and the studio's drop zone use the same ones, so the canvas
 * shows the group exactly as members will see it.
 */
export function composedLayoutClass(layout: ComposedProps['layout'], gap: ComposedProps['gap']): string {
  return `${styles.composed} ${layout === 'columns' ? styles.columns : styles.stack} ${styles[`gap-${gap}`] ?? ''}`;
}
