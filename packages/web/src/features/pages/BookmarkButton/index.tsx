import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PageContentType } from '@tessera/core/entities/page';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { toggleBookmark } from '../page-actions';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { useAuthStore } from '../../auth/auth-store';
import { useCurrentPageStore } from '../../../app/current-page-store';
import { usePageState } from '../page-state-store';
import { IconButton } from '@tessera/ui/IconButton';

/** Content a member reads or does, and so may want to keep: the bookmark shows even unflagged. */
const BOOKMARKABLE_TYPES: readonly PageContentType[] = ['article', 'meal', 'workout', 'exercise'];

export function shouldShowBookmark(page: { type: PageContentType; showBookmarkButton: boolean; isGranted: boolean }): boolean {
  return page.isGranted && (page.showBookmarkButton || BOOKMARKABLE_TYPES.includes(page.type));
}

/** SPEC §2 toolbar bookmark of the current page: a toggle (aria-pressed); guests are asked to sign in. */
export function BookmarkButton() {
  const { t } = useTranslation();
  const page = useCurrentPageStore((state) => state.page);
  const status = useAuthStore((state) => state.status);
  const isSignedIn = status === 'authenticated';
  const { open } = useHashOverlays();
  const { is_bookmarked: isBookmarked } = usePageState(page?.id ?? '');
  const [hasFailed, setHasFailed] = useState(false);
  if (!page || !shouldShowBookmark({ type: page.type, showBookmarkButton: page.showBookmarkButton, isGranted: page.access.granted })) return null;

  const onClick = () => {
    if (!isSignedIn) {
      open('auth');
      return;
    }
    setHasFailed(false);
    toggleBookmark(page.id).catch(() => setHasFailed(true));
  };

  return (
    <>
      {/* Filled when saved: the shape says it, not only the colour. */}
      <IconButton
        icon="bookmark"
        isIconFilled={isBookmarked}
        label={t('bookmark.label')}
        aria-pressed={isSignedIn ? isBookmarked : undefined}
        // A server-rendered page is live before the session is checked: a tap then is not a guest's.
        disabled={status === 'unchecked'}
        onClick={onClick}
      />
      <span className={visuallyHiddenClass} role="status">
        {hasFailed ? t('bookmark.failed') : ''}
      </span>
    </>
  );
}
