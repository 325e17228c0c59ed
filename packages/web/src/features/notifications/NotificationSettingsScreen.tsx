import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationSettingsAnswer } from '@tessera/core/api/notifications';
import type { NotificationSettingKey } from '@tessera/core/notifications/settings';
import { Switch } from '@tessera/ui/Switch';
import { describeError } from '../../app/forms/describe-error';
import { FormAlert } from '../../ui/FormAlert';
import { PageLoading } from '../../ui/StatusScreen';
import { SubmitButton } from '../../ui/SubmitButton';
import { AccountSection } from '../account/Account/AccountSection';
import { devicePushStatus, disablePush, isPushSupported } from './push';
import { PushPermissionSheet } from './PushPrompt';
import { useNotificationSettings, useSaveNotificationSettings } from './queries';
import { notificationWords } from './words';
import styles from './styles.module.css';

/** SPEC §3's twelve settings, in the groups a member thinks in. */
const GROUPS: { title: string; keys: { key: NotificationSettingKey; hasHint: boolean }[] }[] = [
  {
    title: 'settings.what',
    keys: [
      { key: 'receive_blast_notifications', hasHint: true },
      { key: 'receive_message_notifications', hasHint: true },
    ],
  },
  {
    title: 'settings.reminders',
    keys: [
      { key: 'receive_reminders_just_for_you', hasHint: true },
      { key: 'receive_reminders_for_app', hasHint: true },
      { key: 'is_all_reminders_inactive', hasHint: true },
    ],
  },
  {
    title: 'settings.how',
    keys: [
      { key: 'receive_reminders_via_push_notification', hasHint: false },
      { key: 'receive_reminders_via_email', hasHint: false },
    ],
  },
  {
    title: 'settings.when',
    keys: [
      { key: 'is_daily_reminders', hasHint: true },
      { key: 'is_weekly_reminders', hasHint: false },
      { key: 'is_15_minute_reminder', hasHint: false },
      { key: 'is_starting_now_reminder', hasHint: false },
      { key: 'remind_day_of', hasHint: false },
    ],
  },
];

type DeviceState = 'loading' | 'on' | 'off' | 'unsupported' | 'blocked';

/** This browser's push: on or off, and the way to change it (the explanation sheet first). */
function DevicePush() {
  const { t } = notificationWords.useWords('notifications');
  // What the browser says is known at once; only the server's status has to be asked.
  const [state, setState] = useState<DeviceState>(() => (!isPushSupported() ? 'unsupported' : Notification.permission === 'denied' ? 'blocked' : 'loading'));
  const [isSheetOpen, setIsSheetOpen] = useState(false);
  const [isBusy, setIsBusy] = useState(false);

  useEffect(() => {
    let isCurrent = true;
    if (state !== 'loading') return undefined;
    devicePushStatus()
      .then((status) => isCurrent && setState(status === 'enabled' && Notification.permission === 'granted' ? 'on' : 'off'))
      .catch(() => isCurrent && setState('off'));
    return () => {
      isCurrent = false;
    };
    // Asked once, when the screen opens; later changes come from this screen's own buttons.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const turnOff = async () => {
    setIsBusy(true);
    try {
      await disablePush();
      setState('off');
    } finally {
      setIsBusy(false);
    }
  };

  return (
    <div className={styles.group}>
      <h2 className={styles.groupTitle}>{t('settings.device.title')}</h2>
      {state === 'unsupported' || state === 'blocked' ? (
        <p className={styles.muted}>{t(state === 'unsupported' ? 'settings.device.unsupported' : 'settings.device.blocked')}</p>
      ) : (
        <div className={styles.deviceRow}>
          <p className={styles.text} aria-live="polite" aria-busy={state === 'loading' || undefined}>
            {t('settings.device.push')}: <strong>{state === 'loading' ? '…' : t(state === 'on' ? 'settings.device.on' : 'settings.device.off')}</strong>
          </p>
          {state === 'on' ? (
            <SubmitButton type="button" variant="secondary" isBusy={isBusy} onClick={() => void turnOff()}>
              {t('settings.device.turnOff')}
            </SubmitButton>
          ) : state === 'off' ? (
            <SubmitButton type="button" onClick={() => setIsSheetOpen(true)}>
              {t('settings.device.turnOn')}
            </SubmitButton>
          ) : null}
        </div>
      )}
      {isSheetOpen ? <PushPermissionSheet onClose={() => setIsSheetOpen(false)} onEnabled={() => setState('on')} /> : null}
    </div>
  );
}

/** Account → Notifications: this device's push and SPEC §3's twelve settings (`GET/PUT /notifications`). */
export function NotificationSettingsScreen() {
  const { t, i18n } = notificationWords.useWords('notifications');
  const { t: tApp } = useTranslation();
  const settings = useNotificationSettings();
  const save = useSaveNotificationSettings();
  const [saving, setSaving] = useState<NotificationSettingKey | null>(null);
  const [saved, setSaved] = useState<NotificationSettingKey | null>(null);

  const change = (key: NotificationSettingKey, value: boolean) => {
    setSaving(key);
    setSaved(null);
    save.mutate({ [key]: value } as Partial<NotificationSettingsAnswer>, {
      onSuccess: () => setSaved(key),
      onSettled: () => setSaving(null),
    });
  };

  return (
    <AccountSection title={t('settings.title')}>
      <DevicePush />
      {settings.isPending ? (
        <PageLoading />
      ) : settings.isError ? (
        <div role="alert" className={styles.result}>
          <p className={styles.text}>{t('settings.loadError')}</p>
          <SubmitButton type="button" onClick={() => void settings.refetch()}>
            {t('settings.retry')}
          </SubmitButton>
        </div>
      ) : (
        <>
          <FormAlert>{save.error ? describeError(save.error, tApp, i18n.language) : null}</FormAlert>
          {GROUPS.map((group) => (
            <div key={group.title} className={styles.group}>
              <h2 className={styles.groupTitle}>{t(group.title)}</h2>
              {group.keys.map(({ key, hasHint }) => (
                <Switch
                  key={key}
                  label={t(`settings.${key}`)}
                  hint={hasHint ? t(`settings.${key}Hint`) : undefined}
                  checked={settings.data[key]}
                  isBusy={saving === key}
                  onChange={(checked) => change(key, checked)}
                />
              ))}
            </div>
          ))}
          <div role="status" className={styles.statusLine}>
            {saved ? t('settings.saved') : ''}
          </div>
        </>
      )}
    </AccountSection>
  );
}
