import { Suspense, useState } from 'react';
import { lazyWithWords } from '../../../app/i18n/feature-words';
import { useTranslation } from 'react-i18next';
import { IconButton } from '@tessera/ui/IconButton';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useCurrentPageStore } from '../../../app/current-page-store';
import { useAuthStore } from '../../auth/auth-store';

// The dialog, the schedule's contracts and its words load when the button is pressed.
const AddToScheduleDialog = lazyWithWords(
  () => import('./AddToScheduleDialog').then((module) => module.AddToScheduleDialog),
  () => import('../words').then((module) => module.scheduleWords),
);

/**
 * SPEC §3 show_add_to_schedule_button: a toolbar button on pages the owner flagged (and the member
 * may open, or may plan ahead of a drip); guests are asked to sign in first.
 */
export function AddToScheduleButton() {
  const { t } = useTranslation();
  const page = useCurrentPageStore((state) => state.page);
  const status = useAuthStore((state) => state.status);
  const isSignedIn = status === 'authenticated';
  const { open } = useHashOverlays();
  const [isOpen, setIsOpen] = useState(false);
  if (!page?.showAddToScheduleButton) return null;
  if (!page.access.granted && page.access.reason !== 'is_scheduled') return null;
  return (
    <>
      {/* A server-rendered page is live before the session is checked: a tap then is not a guest's. */}
      <IconButton icon="calendar" label={t('schedule.add')} disabled={status === 'unchecked'} onClick={() => (isSignedIn ? setIsOpen(true) : open('auth'))} />
      {isOpen ? (
        <Suspense fallback={null}>
          <AddToScheduleDialog page={{ id: page.id, title: page.title }} onClose={() => setIsOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
