import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { locales, type Locale } from '@tessera/core/entities/app';
import { NATIVE_NAMES } from '@tessera/core/locale-names';
import { describedBy, FieldMessage } from '@tessera/ui/FieldMessage';
import { SelectField } from '@tessera/ui/SelectField';
import { languageName } from '../../../app/i18n/language-name';
import type { SectionProps } from '../section-props';
import { FormSection } from '../../../ui/controls/FormSection';
import { fieldClasses } from '@tessera/ui/Field';
import field from '../../../ui/controls/field.module.css';
import styles from './styles.module.css';

/**
 * The languages members may pick, each named in itself (and in the studio's language), and the
 * default, which can only be one of those chosen.
 */
export function LanguagesField({ values, errors, onChange }: SectionProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  function toggle(locale: Locale, isChosen: boolean) {
    const next = locales.filter((candidate) => (candidate === locale ? isChosen : values.languages.includes(candidate)));
    onChange('languages', next);
    // Unticking the default moves it to the first language still chosen, so the pair stays valid.
    if (!isChosen && locale === values.default_locale && next[0]) onChange('default_locale', next[0]);
  }

  // Each language's name in the studio's language, looked up once per studio language.
  const localNames = useMemo(
    () => Object.fromEntries(locales.map((locale) => [locale, languageName(locale, i18n.language)])) as Record<Locale, string>,
    [i18n.language],
  );
  const label = (locale: Locale) =>
    localNames[locale] === NATIVE_NAMES[locale] ? NATIVE_NAMES[locale] : `${NATIVE_NAMES[locale]} (${localNames[locale]})`;

  return (
    <FormSection title={t('settings.languages.title')} lead={t('settings.languages.lead')}>
      <fieldset className={field.group} aria-describedby={describedBy(hintId, errors.languages && errorId)}>
        <legend className={field.legend}>{t('settings.languages.offered')}</legend>
        <p id={hintId} className={fieldClasses.hint}>
          {t('settings.languages.offeredHint')}
        </p>
        <ul className={styles.grid}>
          {locales.map((locale) => (
            <li key={locale}>
              <label className={styles.option}>
                <input
                  type="checkbox"
                  name="languages"
                  className={styles.checkbox}
                  checked={values.languages.includes(locale)}
                  onChange={(event) => toggle(locale, event.target.checked)}
                />
                <span>
                  <span lang={locale} dir="auto">
                    {NATIVE_NAMES[locale]}
                  </span>
                  {localNames[locale] === NATIVE_NAMES[locale] ? null : (
                    <>
                      {' '}
                      <span className={styles.local}>({localNames[locale]})</span>
                    </>
                  )}
                </span>
              </label>
            </li>
          ))}
        </ul>
        {errors.languages ? <FieldMessage id={errorId}>{errors.languages}</FieldMessage> : null}
      </fieldset>
      <SelectField
        name="default_locale"
        label={t('settings.languages.default')}
        hint={t('settings.languages.defaultHint')}
        value={values.default_locale}
        error={errors.default_locale}
        onChange={({ target: { value } }) => onChange('default_locale', value as Locale)}
        options={(values.languages.length > 0 ? values.languages : [values.default_locale]).map((locale) => ({
          value: locale,
          label: label(locale),
        }))}
      />
    </FormSection>
  );
}
