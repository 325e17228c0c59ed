import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ColorMode } from '@tessera/core/entities/page';
import { defaultTheme } from '@tessera/core/entities/theme';
import { SelectField } from '@tessera/ui/SelectField';
import { studioAppQuery } from '../../../../app/studio-queries';
import { BlockColorSwatches } from '../../../../ui/controls/BlockColorSwatches';
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
  const theme = useQuery(studioAppQuery(appId)).data?.app.theme ?? defaultTheme;

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
        <BlockColorSwatches
          value={draft.background_color}
          onChange={(background_color) => onChange({ background_color })}
          theme={theme}
          colorMode={draft.color_mode ?? theme.default_color_mode}
          noneLabel={t('pages.settings.colours.none')}
          colorName={(color) => t(`pages.settings.colours.names.${color}`)}
        />
      </fieldset>
    </DisclosureSection>
  );
}
