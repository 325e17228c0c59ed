import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { focusField } from '../../../ui/controls/focus-field';
import { FormSection } from '../../../ui/controls/FormSection';
import { Switch } from '@tessera/ui/Switch';
import { SaveBar } from '../../../ui/controls/SaveBar';
import { describeError } from '../../../app/describe-error';
import { TextField } from '@tessera/ui/TextField';
import { AppAccessSection } from '../AppAccessSection';
import { LanguagesField } from '../LanguagesField';
import {
  checkSettings,
  FIELD_ORDER,
  settingsErrorsFromServer,
  settingsPatch,
  valuesFromApp,
  type SettingsErrors,
  type SettingsField,
  type SettingsValues,
} from '../settings-form';
import { SignInSection } from '../SignInSection';
import { ToolbarSection } from '../ToolbarSection';
import { useSaveSettings } from '../use-save-settings';
import styles from './styles.module.css';

/**
 * The app's settings as one form. Changes stay local until Save (Discard goes back to what is
 * stored); only changed fields are sent. Problems show at their fields, from the studio's own check
 * first and then from the server's 400/409, and the first one takes the focus.
 */
export function SettingsForm({ app }: { app: StudioAppDetail }) {
  const { t, i18n } = useTranslation();
  const save = useSaveSettings(app.id);
  const formRef = useRef<HTMLFormElement>(null);
  const [saved, setSaved] = useState(() => valuesFromApp(app));
  const [values, setValues] = useState(saved);
  const [errors, setErrors] = useState<SettingsErrors>({});
  const [status, setStatus] = useState<'idle' | 'saved'>('idle');
  const isDirty = JSON.stringify(values) !== JSON.stringify(saved);

  function onChange<F extends SettingsField>(field: F, value: SettingsValues[F]) {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest as SettingsErrors);
    setStatus('idle');
  }

  function focusFirst(found: SettingsErrors) {
    focusField(formRef.current, FIELD_ORDER.find((name) => found[name]));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (save.isPending || !isDirty) return;
    const { errors: found, settings } = checkSettings(values, app, t);
    setErrors(found);
    if (!settings) {
      save.reset();
      focusFirst(found);
      return;
    }
    const submitted = values;
    save.mutate(settingsPatch(settings, app), {
      onSuccess: ({ app: stored }) => {
        const next = valuesFromApp(stored);
        setSaved(next);
        // Edits made while the save was on its way are kept.
        setValues((current) => (current === submitted ? next : current));
        setStatus('saved');
      },
      onError: (error) => {
        const fields = settingsErrorsFromServer(error, t);
        setErrors(fields);
        focusFirst(fields);
      },
    });
  }

  function discard() {
    setValues(saved);
    setErrors({});
    save.reset();
    setStatus('idle');
  }

  const hasErrors = Object.keys(errors).length > 0;
  const message = hasErrors
    ? { tone: 'error' as const, text: t('settings.save.fixFields') }
    : save.isError
      ? { tone: 'error' as const, text: `${t('settings.save.failed')} ${describeError(save.error, t, i18n.language)}` }
      : status === 'saved' && !isDirty
        ? { tone: 'success' as const, text: t('settings.save.saved') }
        : isDirty
          ? { tone: 'info' as const, text: t('settings.save.unsaved') }
          : null;

  return (
    <form ref={formRef} className={styles.form} noValidate onSubmit={submit}>
      <FormSection title={t('settings.general.title')}>
        <TextField
          name="name"
          label={t('settings.general.name')}
          hint={t('settings.general.nameHint')}
          value={values.name}
          maxLength={80}
          autoComplete="off"
          error={errors.name}
          onChange={(event) => onChange('name', event.target.value)}
        />
        <Switch
          name="show_made_with_badge"
          label={t('settings.general.badge')}
          hint={t('settings.general.badgeHint')}
          checked={values.show_made_with_badge}
          onChange={(checked) => onChange('show_made_with_badge', checked)}
        />
      </FormSection>
      <AppAccessSection appId={app.id} values={values} errors={errors} onChange={onChange} />
      <SignInSection values={values} errors={errors} onChange={onChange} />
      <LanguagesField values={values} errors={errors} onChange={onChange} />
      <FormSection title={t('settings.domain.title')} lead={t('settings.domain.lead')}>
        <TextField
          name="custom_domain"
          label={t('settings.domain.label')}
          hint={t('settings.domain.hint')}
          value={values.custom_domain}
          placeholder="app.example.com"
          inputMode="url"
          dir="ltr"
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          error={errors.custom_domain}
          onChange={(event) => onChange('custom_domain', event.target.value)}
        />
      </FormSection>
      <ToolbarSection appId={app.id} values={values} errors={errors} onChange={onChange} theme={app.theme} />
      <SaveBar
        isDirty={isDirty}
        isSaving={save.isPending}
        message={message}
        onDiscard={discard}
        labels={{
          save: t('settings.save.save'),
          saving: t('settings.save.saving'),
          discard: t('settings.save.discard'),
        }}
      />
    </form>
  );
}
