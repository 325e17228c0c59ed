import type { ButtonHTMLAttributes, Ref } from 'react';
import { Icon } from '../Icon';
import type { IconName } from '../Icon';
import styles from './styles.module.css';

type IconButtonProps = Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'type' | 'children' | 'aria-label' | 'aria-labelledby'
> & {
  icon: IconName;
  /** The button's accessible name: an icon alone says nothing to a screen reader. */
  label: string;
  iconSize?: number;
  /** Mirrors the icon in right-to-left text (a back arrow). */
  flipInRtl?: boolean;
  /** Draws the icon filled (a toggle that is on, such as a saved bookmark). */
  isIconFilled?: boolean;
  ref?: Ref<HTMLButtonElement>;
};

/**
 * A button that is only an icon: a 44 px round target (the smallest comfortable for a thumb),
 * transparent until hovered, in the colour of the text around it. Sizes and colours are `--ui-*`
 * properties; its focus ring is the app's own `:focus-visible` rule. Toggles pass `aria-pressed`.
 */
export function IconButton({
  icon,
  label,
  iconSize,
  flipInRtl,
  isIconFilled,
  className,
  ref,
  ...button
}: IconButtonProps) {
  return (
    <button
      {...button}
      ref={ref}
      type="button"
      className={className ? `${styles.button} ${className}` : styles.button}
      aria-label={label}
    >
      <Icon name={icon} size={iconSize} flipInRtl={flipInRtl} isFilled={isIconFilled} />
    </button>
  );
}
