import { useEffect, useState } from 'react';
import { Dialog } from '@tessera/ui/Dialog';
import { recordActivity } from '../../app/activity';
import { useAppConfig } from '../../app/app-config-context';
import { FormAlert } from '../../ui/FormAlert';
import { SubmitButton } from '../../ui/SubmitButton';
import { devicePushStatus, enablePush, isPushSupported, type PushOutcome } from './push';
import { localDay, readPushPromptMemory, rememberAsked, rememberSeen, shouldAskAutomatically, writePushPromptMemory } from './push-permission';
import { notificationWords } from './words';
import styles from './styles.module.css';

/** The member has a moment to see the page before being asked anything. */
export const PUSH_PROMPT_DELAY_MS = 3000;

/**
 * SPEC §4 Push permission, asked by the app itself: the rules (push-permission.ts) decide, and the
 * explanation comes first in an in-app sheet; the browser's own prompt only follows Turn on.
 * Mounted for signed-in members only (Layout), in its own chunk.
 */
export function PushPrompt() {
  const [isOpen, setIsOpen] = useState(false);
  useEffect(() => {
    if (!isPushSupported()) return undefined;
    const today = localDay(new Date());
    const memory = rememberSeen(readPushPromptMemory(localStorage), today);
    writePushPromptMemory(localStorage, memory);
    let isCancelled = false;
    const timer = setTimeout(() => {
      void devicePushStatus()
        .then((status) => {
          if (isCancelled) return;
          const permission = Notification.permission;
          // Allowed already but never registered (another tab, an earlier install): register quietly.
          if (permission === 'granted' && status === null) {
            void enablePush();
            return;
          }
          const facts = { isSignedIn: true, isSupported: true, status, permission };
          // Never over an open panel (sign-in, checkout, a form): it waits for another visit.
          if (window.location.hash || !shouldAskAutomatically(facts, memory, Date.now(), today)) return;
          writePushPromptMemory(localStorage, rememberAsked(memory, Date.now(), false));
          recordActivity('push_notification_prompted');
          setIsOpen(true);
        })
        .catch(() => undefined);
    }, PUSH_PROMPT_DELAY_MS);
    return () => {
      isCancelled = true;
      clearTimeout(timer);
    };
  }, []);
  if (!isOpen) return null;
  return <PushPermissionSheet onClose={() => setIsOpen(false)} />;
}

/** The in-app explanation before the browser's prompt; also opened from Account → Notifications. */
export function PushPermissionSheet({ onClose, onEnabled }: { onClose: () => void; onEnabled?: () => void }) {
  const { t } = notificationWords.useWords('notifications');
  const config = useAppConfig();
  const [outcome, setOutcome] = useState<PushOutcome | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const dismiss = () => {
    if (outcome === null) {
      writePushPromptMemory(localStorage, rememberAsked(readPushPromptMemory(localStorage), Date.now(), true));
      recordActivity('push_notification_dismissed');
    }
    onClose();
  };

  const turnOn = async () => {
    setIsBusy(true);
    const result = await enablePush();
    setIsBusy(false);
    setOutcome(result);
    if (result === 'denied') {
      // The browser's own prompt was refused or closed: the same day-long wait as Not now.
      writePushPromptMemory(localStorage, rememberAsked(readPushPromptMemory(localStorage), Date.now(), true));
      recordActivity('push_notification_dismissed');
    }
    if (result === 'enabled') onEnabled?.();
  };

  const message = outcome && outcome !== 'unsupported' ? t(`pushSheet.${outcome}`) : null;
  return (
    <Dialog title={t('pushSheet.title')} onClose={dismiss} variant="sheet">
      <div className={styles.sheet}>
        <p className={styles.text}>{t('pushSheet.text', { app: config.name })}</p>
        <FormAlert tone={outcome === 'enabled' ? 'success' : 'error'}>{message}</FormAlert>
        <div className={styles.actions}>
          {outcome === 'enabled' ? (
            <SubmitButton type="button" onClick={onClose}>
              {t('pushSheet.close')}
            </SubmitButton>
          ) : (
            <>
              <SubmitButton type="button" isBusy={isBusy} busyLabel={t('pushSheet.enabling')} onClick={() => void turnOn()}>
                {t('pushSheet.enable')}
              </SubmitButton>
              <SubmitButton type="button" variant="secondary" onClick={dismiss}>
                {t('pushSheet.notNow')}
              </SubmitButton>
            </>
          )}
        </div>
      </div>
    </Dialog>
  );
}
