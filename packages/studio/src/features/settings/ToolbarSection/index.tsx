import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isHexColor, textColorFor } from '@tessera/core/theme-math';
import { ColorField } from '../../../ui/controls/ColorField';
import { ImageUpload } from '../../media/ImageUpload';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { Switch } from '@tessera/ui/Switch';
import { TextField } from '@tessera/ui/TextField';
import type { SectionProps } from '../section-props';
import { FormSection } from '../../../ui/controls/FormSection';
import styles from './styles.module.css';

const ALIGNS = ['left', 'center'] as const;

/** SPEC §2 Toolbar settings: alignment, colour, logo (uploaded or by address) and the logo's height. */
export function ToolbarSection({ appId, values, errors, onChange, brandColor }: SectionProps & { appId: string; brandColor: string }) {
  const { t } = useTranslation();
  // A refused upload is the logo field's problem until the logo changes.
  const [uploadError, setUploadError] = useState<string | null>(null);
  const logo = values.toolbar_logo.trim();
  const ratio = Number(values.toolbar_logo_height_ratio);
  const color = values.has_toolbar_color && isHexColor(values.toolbar_background_color) ? values.toolbar_background_color : null;
  return (
    <FormSection title={t('settings.toolbar.title')} lead={t('settings.toolbar.lead')}>
      <RadioGroup
        legend={t('settings.toolbar.align')}
        name="toolbar_align"
        layout="row"
        value={values.toolbar_align}
        error={errors.toolbar_align}
        onChange={(value) => onChange('toolbar_align', value)}
        options={ALIGNS.map((value) => ({ value, label: t(`settings.toolbar.${value}`) }))}
      />
      <Switch
        label={t('settings.toolbar.customColor')}
        hint={t('settings.toolbar.customColorHint')}
        checked={values.has_toolbar_color}
        onChange={(checked) => {
          onChange('has_toolbar_color', checked);
          if (checked && !values.toolbar_background_color) onChange('toolbar_background_color', brandColor);
        }}
      >
        <ColorField
          name="toolbar_background_color"
          label={t('settings.toolbar.color')}
          pickerLabel={t('settings.toolbar.colorPicker')}
          hint={t('settings.hexHint')}
          value={values.toolbar_background_color}
          fallback={brandColor}
          error={errors.toolbar_background_color}
          onChange={(value) => onChange('toolbar_background_color', value)}
        />
      </Switch>
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
        min={10}
        max={100}
        step={1}
        label={t('settings.toolbar.logoHeight')}
        hint={t('settings.toolbar.logoHeightHint')}
        value={values.toolbar_logo_height_ratio}
        error={errors.toolbar_logo_height_ratio}
        onChange={(event) => onChange('toolbar_logo_height_ratio', event.target.value)}
      />
      {/* A sketch of the toolbar, so alignment, colour and logo size are seen before saving. */}
      <div className={styles.sample} aria-hidden="true">
        <div
          className={styles.bar}
          data-align={values.toolbar_align}
          style={color ? { background: color, color: textColorFor(color) } : undefined}
        >
          {logo ? (
            <img className={styles.logo} src={logo} alt="" style={{ height: `${Math.min(100, Math.max(10, ratio || 50))}%` }} />
          ) : (
            <span className={styles.name}>{values.name}</span>
          )}
        </div>
      </div>
    </FormSection>
  );
}
