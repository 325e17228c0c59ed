import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateSubscriberContract } from '@tessera/core/api/subscribers';
import type { Subscriber } from '@tessera/core/api/subscribers';
import { locales, localeSchema } from '@tessera/core/entities/app';
import { NATIVE_NAMES } from '@tessera/core/locale-names';
import { FormAlert } from '../../../ui/FormAlert';
import { SelectField } from '@tessera/ui/SelectField';
import { Switch } from '@tessera/ui/Switch';
import { api } from '../../../app/api/api';
import { describeError } from '../../../app/forms/describe-error';
import { updateSignedInUser } from '../../auth/session';
import { useAuthStore } from '../../auth/auth-store';
import { AccountSection } from './AccountSection';
import styles from './styles.module.css';

type Changes = { language?: Subscriber['language']; can_receive_messages_from_members?: boolean; is_profile_public?: boolean };
type Setting = keyof Changes;

const languageOptions = locales.map((locale) => ({ value: locale, label: NATIVE_NAMES[locale], lang: locale }));

/** Language (applied at once, right to left for Arabic), who may message me, public profile. */
export function SettingsScreen() {
  const { t, i18n } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const [saving, setSaving] = useState<Setting | null>(null);
  const [saved, setSaved] = useState<Setting | null>(null);
  const [error, setError] = useState<unknown>(null);
  if (!user) return null;

  const save = async (setting: Setting, changes: Changes) => {
    setSaving(setting);
    setSaved(null);
    setError(null);
    try {
      const { subscriber: updated } = await api(updateSubscriberContract, { body: changes });
      // The member's language follows the store (app/i18n/member-language): this applies it.
      updateSignedInUser(updated);
      setSaved(setting);
    } catch (caught) {
      setError(caught);
    } finally {
      setSaving(null);
    }
  };

  const language = user.language ?? localeSchema.catch('en').parse(i18n.language);
  return (
    <AccountSection title={t('account.settings.title')}>
      <FormAlert>{error ? describeError(error, t, i18n.language) : null}</FormAlert>
      <div className={styles.group}>
        <SelectField
          label={t('account.settings.language')}
          hint={t('account.settings.languageHint')}
          value={language}
          options={languageOptions}
          aria-busy={saving === 'language' || undefined}
          onChange={(event) => void save('language', { language: localeSchema.parse(event.target.value) })}
        />
      </div>
      <div className={styles.group}>
        <h2 className={styles.groupTitle}>{t('account.settings.privacyTitle')}</h2>
        <Switch
          label={t('account.settings.messaging')}
          hint={t('account.settings.messagingHint')}
          checked={user.can_receive_messages_from_members}
          isBusy={saving === 'can_receive_messages_from_members'}
          onChange={(checked) => void save('can_receive_messages_from_members', { can_receive_messages_from_members: checked })}
        />
        <Switch
          label={t('account.settings.publicProfile')}
          hint={t('account.settings.publicProfileHint')}
          checked={user.is_profile_public}
          isBusy={saving === 'is_profile_public'}
          onChange={(checked) => void save('is_profile_public', { is_profile_public: checked })}
        />
      </div>
      <div role="status" className={styles.statusLine}>
        {saved ? t('account.saved') : ''}
      </div>
    </AccountSection>
  );
}
