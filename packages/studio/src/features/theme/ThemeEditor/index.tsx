import { useQuery } from '@tanstack/react-query';
import { useMemo, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { appLooks, cardStyles, defaultTheme, type Theme } from '@tessera/core/entities/theme';
import { normalizeThemeColors } from '@tessera/core/theme-math';
import { Button } from '../../../ui/Button';
import { ColorField } from '../../../ui/controls/ColorField';
import { focusField } from '../../../ui/controls/focus-field';
import { FormSection } from '../../../ui/controls/FormSection';
import { RadioGroup } from '../../../ui/controls/RadioGroup';
import { SaveBar } from '../../../ui/controls/SaveBar';
import { SelectField } from '@tessera/ui/SelectField';
import { describeError } from '../../../app/describe-error';
import { PreviewFrame } from '../../preview/PreviewFrame';
import { ContrastReport } from '../ContrastReport';
import { FALLBACK_FONTS, fontsQuery } from '../fonts';
import { LookSample } from '../LookSample';
import { COLOR_FIELDS, editableTheme, previewTheme, validateTheme, type ThemeErrors } from '../theme-form';
import { useSaveTheme } from '../use-save-theme';
import styles from './styles.module.css';

const COLOR_MODES = ['light', 'dark'] as const;
const slotOf = (field: (typeof COLOR_FIELDS)[number]) => (field === 'brand_color' ? 'brand' : field.replace(/_color$/, ''));

/**
 * The theme editor: look, card style, colour mode, fonts and brand colours, with the member app
 * beside it painting every change before it is saved. Reset fills in the SPEC §9 defaults (saved
 * only on Save); Discard returns to the stored theme.
 */
export function ThemeEditor({ app }: { app: StudioAppDetail }) {
  const { t, i18n } = useTranslation();
  const save = useSaveTheme(app.id);
  const fonts = useQuery(fontsQuery);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState<Theme>(() => editableTheme(app.theme));
  const [values, setValues] = useState<Theme>(saved);
  const [errors, setErrors] = useState<ThemeErrors>({});
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);
  const shown = useMemo(() => previewTheme(values, saved), [values, saved]);

  function change<K extends keyof Theme>(field: K, value: Theme[K]) {
    setValues((current) => ({ ...current, [field]: value }));
    setStatus('idle');
    // Colours are checked as they are typed; other fields cannot be wrong.
    setErrors(({ [field]: _cleared, ...rest }) => {
      const problem = COLOR_FIELDS.includes(field as (typeof COLOR_FIELDS)[number])
        ? validateTheme({ ...values, [field]: value }, t)[field]
        : undefined;
      return problem ? { ...rest, [field]: problem } : rest;
    });
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !isDirty) return;
    const found = validateTheme(values, t);
    setErrors(found);
    const first = Object.keys(found)[0];
    if (first) {
      save.reset();
      focusField(formRef.current, first);
      return;
    }
    const submitted = values;
    // Colours go in one spelling (`#5c29d3`), whichever the owner typed (the server would do it too).
    save.mutate(normalizeThemeColors(values), {
      onSuccess: ({ app: stored }) => {
        const theme = editableTheme(stored.theme);
        setSaved(theme);
        setValues((current) => (current === submitted ? theme : current));
        setStatus('saved');
      },
    });
  }

  const fontOptions = (current: string) => {
    const list = fonts.data ?? FALLBACK_FONTS;
    const families = list.some((font) => font.family === current) ? list : [{ family: current, category: 'sans-serif' as const }, ...list];
    return families.map((font) => ({ value: font.family, label: `${font.family} (${t(`theme.fonts.categories.${font.category}`)})` }));
  };

  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors
    ? { tone: 'error' as const, text: t('theme.save.fixFields') }
    : save.isError
      ? { tone: 'error' as const, text: `${t('theme.save.failed')} ${describeError(save.error, t, i18n.language)}` }
      : status === 'saved' && !isDirty
        ? { tone: 'success' as const, text: t('theme.save.saved') }
        : isDirty
          ? { tone: 'info' as const, text: t('theme.save.unsaved') }
          : null;

  return (
    <div className={styles.layout}>
      <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
        <FormSection title={t('theme.shape.title')} lead={t('theme.shape.lead')}>
          <RadioGroup
            legend={t('theme.shape.look')}
            name="app_look"
            layout="row"
            value={values.app_look}
            onChange={(value) => change('app_look', value)}
            options={appLooks.map((look) => ({
              value: look,
              label: t(`theme.shape.looks.${look}`),
              visual: <LookSample look={look} isRaised={values.card_style === 'raised'} />,
            }))}
          />
          <RadioGroup
            legend={t('theme.shape.cardStyle')}
            name="card_style"
            layout="row"
            value={values.card_style}
            onChange={(value) => change('card_style', value)}
            options={cardStyles.map((style) => ({ value: style, label: t(`theme.shape.cardStyles.${style}`), hint: t(`theme.shape.cardStyles.${style}Hint`) }))}
          />
          <RadioGroup
            legend={t('theme.shape.colorMode')}
            hint={t('theme.shape.colorModeHint')}
            name="default_color_mode"
            layout="row"
            value={values.default_color_mode}
            onChange={(value) => change('default_color_mode', value)}
            options={COLOR_MODES.map((mode) => ({ value: mode, label: t(`theme.shape.colorModes.${mode}`) }))}
          />
        </FormSection>
        <FormSection title={t('theme.fonts.title')} lead={t('theme.fonts.lead')}>
          <div className={styles.pair}>
            <SelectField
              name="heading_font"
              label={t('theme.fonts.heading')}
              value={values.heading_font}
              options={fontOptions(values.heading_font)}
              onChange={({ target: { value } }) => change('heading_font', value)}
            />
            <SelectField
              name="body_font"
              label={t('theme.fonts.body')}
              value={values.body_font}
              options={fontOptions(values.body_font)}
              onChange={({ target: { value } }) => change('body_font', value)}
            />
          </div>
        </FormSection>
        <FormSection title={t('theme.colors.title')} lead={t('theme.colors.lead')}>
          <div className={styles.colors}>
            {COLOR_FIELDS.map((field) => {
              const slot = slotOf(field);
              return (
                <ColorField
                  key={field}
                  name={field}
                  label={t(`theme.colors.${slot}`)}
                  pickerLabel={t('theme.colors.picker', { color: t(`theme.colors.${slot}`) })}
                  hint={t(`theme.colors.${slot}Hint`)}
                  describeRgb={(rgb) => t('theme.colors.rgb', { rgb })}
                  value={values[field]}
                  fallback={saved[field]}
                  error={errors[field]}
                  onChange={(value) => change(field, value)}
                />
              );
            })}
          </div>
          <ContrastReport theme={shown} />
          <div>
            <Button
              onClick={() => {
                setValues(defaultTheme);
                setErrors({});
                setStatus('idle');
              }}
            >
              {t('theme.reset')}
            </Button>
            <p className={styles.resetHint}>{t('theme.resetHint')}</p>
          </div>
        </FormSection>
        <SaveBar
          isDirty={isDirty}
          isSaving={save.isPending}
          message={message}
          onDiscard={() => {
            setValues(saved);
            setErrors({});
            save.reset();
            setStatus('idle');
          }}
          labels={{ save: t('theme.save.save'), saving: t('theme.save.saving'), discard: t('theme.save.discard') }}
        />
      </form>
      <aside className={styles.preview} aria-label={t('theme.preview.label')}>
        <p className={styles.previewHint}>{t('theme.preview.hint')}</p>
        <div className={styles.previewScroller}>
          <PreviewFrame previewUrl={app.preview_url} page={null} theme={shown} title={t('theme.preview.title', { app: app.name })} />
        </div>
      </aside>
    </div>
  );
}
