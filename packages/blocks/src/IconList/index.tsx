import { useId } from 'react';
import type { CSSProperties } from 'react';
import { blockColorOnVar, blockColorVar } from '@tessera/core/theme-math';
import { Icon } from '@tessera/ui/Icon';
import type { BlockRendererProps } from '../types';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

/** Short points, each with an icon from the built-in set in a badge of the chosen colour. */
export default function IconList({ props }: BlockRendererProps<'icon_list_block'>) {
  const { title, icon_color, items } = props;
  const headingId = useId();
  const shown = items.filter((item) => item.title || item.text);
  if (shown.length === 0 && !title) return null;
  const style = {
    '--icon-bg': blockColorVar(icon_color),
    '--icon-fg': blockColorOnVar(icon_color),
  } as CSSProperties;

  return (
    <section
      className={shared.section}
      style={style}
      aria-labelledby={title ? headingId : undefined}
    >
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.items}>
        {shown.map((item, index) => (
          <li key={index} className={styles.item}>
            <span className={styles.badge}>
              <Icon name={item.icon} size={20} />
            </span>
            <div className={styles.body}>
              {item.title ? <p className={styles.itemTitle}>{item.title}</p> : null}
              {item.text ? <p className={styles.itemText}>{item.text}</p> : null}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
