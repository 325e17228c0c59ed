import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LOGO_HEIGHT_RATIO, toolbarAligns } from '@tessera/core/entities/app';
import type { Theme } from '@tessera/core/entities/theme';
import { blockColorOnVar, blockColorVar, themeCssVariables } from '@tessera/core/theme-math';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { fieldClasses } from '@tessera/ui/Field';
import { BlockColorSwatches } from '../../../ui/controls/BlockColorSwatches';
import field from '../../../ui/controls/field.module.css';
import { ImageUpload } from '../../media/ImageUpload';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { TextField } from '@tessera/ui/TextField';
import type { SectionProps } from '../section-props';
import { FormSection } from '../../../ui/controls/FormSection';
import styles from './styles.module.css';

/**
 * SPEC §2 Toolbar settings with SPEC §5's choices: alignment (left or center), a background that is
 * the theme's or one of the block colours (so it follows the theme), the logo (uploaded or by
 * address) and its height.
 */
export function ToolbarSection({ appId, values, errors, onChange, theme }: SectionProps & { appId: string; theme: Theme }) {
  const { t } = useTranslation();
  const colorId = useId();
  // A refused upload is the logo field's problem until the logo changes.
  const [uploadError, setUploadError] = useState<string | null>(null);
  const logo = values.toolbar_logo.trim();
  const ratio = Number(values.toolbar_logo_height_ratio);
  const color = values.toolbar_background_color;
  // The sketch paints with the theme's variables, as the member app's toolbar does.
  const sampleStyle = { ...themeCssVariables(theme, theme.default_color_mode), ...(color ? { background: blockColorVar(color), color: blockColorOnVar(color) } : {}) };
  const colorError = errors.toolbar_background_color;
  return (
    <FormSection title={t('settings.toolbar.title')} lead={t('settings.toolbar.lead')}>
      <RadioGroup
        legend={t('settings.toolbar.align')}
        name="toolbar_align"
        layout="row"
        value={values.toolbar_align}
        error={errors.toolbar_align}
        onChange={(value) => onChange('toolbar_align', value)}
        options={toolbarAligns.map((value) => ({ value, label: t(`settings.toolbar.${value}`) }))}
      />
      <fieldset className={field.group} aria-invalid={colorError ? true : undefined}>
        <legend className={field.legend}>{t('settings.toolbar.color')}</legend>
        <p id={`${colorId}-hint`} className={fieldClasses.hint}>
          {t('settings.toolbar.colorHint')}
        </p>
        <BlockColorSwatches
          name="toolbar_background_color"
          value={color}
          onChange={(value) => onChange('toolbar_background_color', value)}
          theme={theme}
          colorMode={theme.default_color_mode}
          noneLabel={t('settings.toolbar.themeColor')}
          colorName={(value) => t(`editor.colors.${value}`)}
          describedBy={describedBy(`${colorId}-hint`, colorError && `${colorId}-error`)}
        />
        {colorError ? <FieldMessage id={`${colorId}-error`} tone="error">{colorError}</FieldMessage> : null}
      </fieldset>
      <TextField
        name="toolbar_logo"
        type="url"
        inputMode="url"
        label={t('settings.toolbar.logo')}
        hint={t('settings.toolbar.logoHint')}
        value={values.toolbar_logo}
        dir="ltr"
        autoComplete="off"
        spellCheck={false}
        error={errors.toolbar_logo ?? uploadError ?? undefined}
        onChange={(event) => {
          setUploadError(null);
          onChange('toolbar_logo', event.target.value);
        }}
      />
      <ImageUpload
        appId={appId}
        fieldLabel={t('settings.toolbar.logo')}
        currentUrl={logo}
        onPick={(media) => {
          setUploadError(null);
          onChange('toolbar_logo', media.url);
        }}
        onError={setUploadError}
      />
      <TextField
        name="toolbar_logo_height_ratio"
        type="number"
        inputMode="numeric"
        min={LOGO_HEIGHT_RATIO.min}
        max={LOGO_HEIGHT_RATIO.max}
        step={1}
        label={t('settings.toolbar.logoHeight')}
        hint={t('settings.toolbar.logoHeightHint')}
        value={values.toolbar_logo_height_ratio}
        error={errors.toolbar_logo_height_ratio}
        onChange={(event) => onChange('toolbar_logo_height_ratio', event.target.value)}
      />
      {/* A sketch of the toolbar, so alignment, colour and logo size are seen before saving. */}
      <div className={styles.sample} aria-hidden="true">
        <div className={styles.bar} data-align={values.toolbar_align} style={sampleStyle}>
          {logo ? (
            <img
              className={styles.logo}
              src={logo}
              alt=""
              style={{ height: `${Math.min(LOGO_HEIGHT_RATIO.max, Math.max(LOGO_HEIGHT_RATIO.min, ratio || LOGO_HEIGHT_RATIO.default))}%` }}
            />
          ) : (
            <span className={styles.name}>{values.name}</span>
          )}
        </div>
      </div>
    </FormSection>
  );
}
