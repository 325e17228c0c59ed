import { useId, useMemo, type CSSProperties } from 'react';
import { blockColors, type BlockColor, type ColorMode } from '@tessera/core/entities/page';
import type { Theme } from '@tessera/core/entities/theme';
import { themeCssVariables } from '@tessera/core/theme-math';
import styles from './styles.module.css';

type Props = {
  /** The radios' group name (a form finds the field by it); one of its own otherwise. */
  name?: string;
  value: BlockColor | null;
  onChange: (color: BlockColor | null) => void;
  /** The app's theme: each swatch shows what the colour is in this app (its primary, not a generic purple). */
  theme: Theme;
  colorMode?: ColorMode;
  /** Offer "none" first (the setting may be null). */
  noneLabel?: string;
  colorName: (color: BlockColor) => string;
  disabled?: boolean;
  describedBy?: string;
};

/**
 * SPEC §3 block colours as named swatches painted in the app's theme, for every setting that takes
 * one (a block's background, a page's, the toolbar's). Native radio buttons underneath: arrow keys
 * move between colours and a screen reader hears each colour's name. The caller labels the group.
 */
export function BlockColorSwatches({ name, value, onChange, theme, colorMode = 'light', noneLabel, colorName, disabled, describedBy }: Props) {
  const ownName = useId();
  const hexOf = useMemo(() => {
    const vars = themeCssVariables(theme, colorMode);
    return (color: BlockColor) => vars[`--color-${color.replace(/_/g, '-')}`] ?? '#ffffff';
  }, [theme, colorMode]);
  const choices: (BlockColor | null)[] = noneLabel === undefined ? [...blockColors] : [null, ...blockColors];

  return (
    <div className={styles.swatches}>
      {choices.map((color) => (
        <label key={color ?? 'none'} className={styles.choice}>
          <input
            type="radio"
            className={styles.radio}
            name={name ?? ownName}
            value={color ?? ''}
            checked={value === color}
            disabled={disabled}
            aria-describedby={describedBy}
            onChange={() => onChange(color)}
          />
          <span
            className={color ? styles.swatch : `${styles.swatch} ${styles.none}`}
            style={color ? ({ '--swatch': hexOf(color) } as CSSProperties) : undefined}
            aria-hidden="true"
          />
          <span className={styles.name}>{color ? colorName(color) : noneLabel}</span>
        </label>
      ))}
    </div>
  );
}
