import { useId, useMemo } from 'react';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { blockColors } from '@tessera/core/entities/page';
import type { BlockColor } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { themeCssVariables } from '@tessera/core/theme-math';
import { useEditorData } from '../editor-context';
import { FieldShell } from './FieldShell';
import type { FieldViewProps } from './types';
import { useFieldError } from './use-field-error';
import styles from './ColorField.module.css';

type Props = FieldViewProps<BlockColor | null | undefined> & { nullable?: boolean };

/**
 * SPEC §3 block colours as named swatches painted in this app's theme (primary is the app's
 * primary, not a generic purple). Native radio buttons underneath: arrow keys move between
 * colours and a screen reader hears each colour's name.
 */
export function ColorField({ label, value, onChange, readOnly, schema, error: givenError, nullable = false }: Props) {
  const { t } = useTranslation();
  const name = useId();
  const { theme } = useEditorData();
  const error = useFieldError(schema, value, givenError);
  const hexOf = useMemo(() => {
    const vars = themeCssVariables(theme ?? defaultTheme, 'light');
    return (color: BlockColor) => vars[`--color-${color.replace(/_/g, '-')}`] ?? '#ffffff';
  }, [theme]);
  const choices: (BlockColor | null)[] = nullable ? [null, ...blockColors] : [...blockColors];

  return (
    <FieldShell label={label} error={error} isGroup>
      {() => (
        <div className={styles.swatches}>
          {choices.map((color) => (
            <label key={color ?? 'none'} className={styles.choice}>
              <input
                type="radio"
                className={styles.radio}
                name={name}
                checked={(value ?? null) === color}
                disabled={readOnly}
                onChange={() => onChange(color)}
              />
              <span
                className={color ? styles.swatch : `${styles.swatch} ${styles.none}`}
                style={color ? ({ '--swatch': hexOf(color) } as CSSProperties) : undefined}
                aria-hidden="true"
              />
              <span className={styles.name}>{color ? t(`editor.colors.${color}`) : t('editor.colors.none')}</span>
            </label>
          ))}
        </div>
      )}
    </FieldShell>
  );
}
