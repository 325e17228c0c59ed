import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { blockColors, type BlockColor, type ColorMode } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { themeCssVariables } from '@tessera/core/theme-math';
import { SelectField } from '@tessera/ui/SelectField';
import { studioAppQuery } from '../../../../app/studio-queries';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import type { SectionProps } from './types';

/**
 * The page's colour mode and background. Background swatches are painted in this app's theme
 * (its primary is the app's primary), with the default theme until the app has loaded.
 */
export function ColoursSection({ draft, onChange, appId }: SectionProps & { appId: string }) {
  const { t } = useTranslation();
  const name = useId();
  const theme = useQuery(studioAppQuery(appId)).data?.app.theme ?? defaultTheme;
  const hexOf = useMemo(() => {
    const vars = themeCssVariables(theme, draft.color_mode ?? theme.default_color_mode);
    return (color: BlockColor) => vars[`--color-${color.replace(/_/g, '-')}`] ?? '#ffffff';
  }, [theme, draft.color_mode]);
  const choices: (BlockColor | null)[] = [null, ...blockColors];

  return (
    <DisclosureSection title={t('pages.settings.colours.title')}>
      <SelectField
        label={t('pages.settings.colours.mode')}
        hint={t('pages.settings.colours.modeHint')}
        value={draft.color_mode ?? ''}
        onChange={({ target: { value } }) => onChange({ color_mode: (value || null) as ColorMode | null })}
        options={[
          { value: '', label: t('pages.settings.colours.appDefault') },
          { value: 'light', label: t('pages.settings.colours.light') },
          { value: 'dark', label: t('pages.settings.colours.dark') },
        ]}
      />
      <fieldset className={styles.radios}>
        <legend className={fieldClasses.label}>{t('pages.settings.colours.background')}</legend>
        <div className={styles.swatches}>
          {choices.map((color) => (
            <label key={color ?? 'none'} className={styles.swatchChoice}>
              <input
                type="radio"
                className={styles.swatchInput}
                name={name}
                checked={draft.background_color === color}
                onChange={() => onChange({ background_color: color })}
              />
              <span
                aria-hidden="true"
                className={color ? styles.swatch : `${styles.swatch} ${styles.noSwatch}`}
                style={color ? ({ '--swatch': hexOf(color) } as CSSProperties) : undefined}
              />
              <span>{color ? t(`pages.settings.colours.names.${color}`) : t('pages.settings.colours.none')}</span>
            </label>
          ))}
        </div>
      </fieldset>
    </DisclosureSection>
  );
}
