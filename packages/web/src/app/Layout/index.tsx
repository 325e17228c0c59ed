import { lazy, Suspense, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useNavigate, useSearchParams } from 'react-router';
import { BlockContext } from '@tessera/blocks/BlockContext';
import type { BlockContextValue } from '@tessera/blocks/BlockContext';
import { AccountButton } from '../../features/auth/AccountButton';
import { BookmarkButton } from '../../features/pages/BookmarkButton';
import { AddToScheduleButton } from '../../features/schedule/AddToSchedule';
import { PageLink } from '../../features/pages/PageLink';
import { MadeWithBadge } from '../MadeWithBadge';
import { SkipLink } from '../SkipLink';
import { Toolbar } from '../Toolbar';
import { fetchJson } from '../api/api';
import { isPreviewSession } from '../environment';
import { applyTheme } from '../theme';
import { useDeviceClass } from '../use-device-class';
import { HashOverlays } from '../HashOverlays';
import { idPanel } from '../HashOverlays/hash-overlays';
import { useHashOverlays } from '../HashOverlays/use-hash-overlays';
import { TabBar } from '../TabBar';
import { useAutomaticPrompts } from '../use-automatic-prompts';
import { useAccessPromptStore } from '../../features/pages/access-prompt-store';
import { useAuthStore } from '../../features/auth/auth-store';
import { useCurrentPageStore } from '../current-page-store';
import { useAppConfig } from '../app-config-context';
import { useScrollRestoration } from '../use-scroll-restoration';
import { useViewerScopedPages } from '../../features/pages/use-viewer-scoped-pages';
import { useBlockMember } from './use-block-member';
import { ChatThread, ThreadFromQuery } from '../../features/messages/ChatThread';
import { useReloadForUpdate } from '../../features/pwa/use-reload-for-update';
import { LazyNotificationBell, LazyPushPrompt } from '../../features/notifications/lazy';
import styles from './styles.module.css';
import { lazyWithWords } from '../i18n/feature-words';

const MAIN_ID = 'main-content';

// Shown only when a member taps a lesson that has not opened yet: its own small chunk.
const ScheduledModal = lazy(() => import('../../features/pages/ScheduledModal').then((module) => ({ default: module.ScheduledModal })));

// Only a member whose renewal failed sees it: its own chunk (with the card form it opens).
const PastDueBanner = lazyWithWords(
  () => import('../../features/past-due/PastDueBanner').then((module) => module.PastDueBanner),
  () => import('../../features/past-due/words').then((module) => module.pastDueWords),
  () => import('../../features/checkout/words').then((module) => module.checkoutWords),
  () => import('../forms/error-words').then((module) => module.errorWords),
);

/** The 'scheduled' modal a locked drip link asked for (SPEC §2). */
function AccessPrompts() {
  const scheduled = useAccessPromptStore((state) => state.scheduled);
  const showScheduled = useAccessPromptStore((state) => state.showScheduled);
  if (!scheduled) return null;
  return (
    <Suspense fallback={null}>
      <ScheduledModal prompt={scheduled} onClose={() => showScheduled(null)} />
    </Suspense>
  );
}

/**
 * The app shell: skip link, toolbar (unless the page does without it), the routed screen, the
 * badge, the tab bar on phones and tablets (unless the page hides it), and the hash overlays with
 * the prompts the app opens by itself.
 */
export function Layout() {
  const config = useAppConfig();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // SPEC §2: a query parameter opens a message thread on a page.
  const [search, setSearch] = useSearchParams();
  const threadParam = search.get('thread');
  const closeThread = () => setSearch((current) => (current.delete('thread'), current), { replace: true });
  const frameRef = useRef<HTMLDivElement>(null);
  const mainRef = useRef<HTMLElement>(null);
  const isPreview = isPreviewSession();
  const deviceClass = useDeviceClass(frameRef, isPreview);
  const pageColorMode = useCurrentPageStore((state) => state.page?.colorMode ?? null);
  const backgroundColor = useCurrentPageStore((state) => state.page?.backgroundColor ?? null);
  const colorMode = pageColorMode ?? config.theme.default_color_mode;
  // Screens that are not pages (account, messages, not found) keep the toolbar and the tab bar.
  const usesToolbar = useCurrentPageStore((state) => state.page?.useGlobalToolbar ?? true);
  const showsTabBar = useCurrentPageStore((state) => state.page?.show_tabbar ?? true);
  useViewerScopedPages();
  useScrollRestoration();
  useAutomaticPrompts();
  useReloadForUpdate();

  // Before paint, so a page with its own mode or background never shows a frame of the default.
  useLayoutEffect(() => applyTheme(document.documentElement, config.theme, colorMode, backgroundColor), [config.theme, colorMode, backgroundColor]);

  useEffect(() => {
    document.documentElement.toggleAttribute('data-preview', isPreview);
  }, [isPreview]);

  // After a client-side navigation, start screen readers and keyboards at the new content.
  const previousPath = useRef(pathname);
  useEffect(() => {
    if (previousPath.current === pathname) return;
    previousPath.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname]);

  const { i18n } = useTranslation();
  const { open: openOverlay } = useHashOverlays();
  const requestCheckout = useAccessPromptStore((state) => state.requestCheckout);
  const activeProductIds = useAuthStore((state) => state.member?.activeProductIds);
  const hasPastDue = useAuthStore((state) => state.data.past_due_subscriptions.length > 0);
  const isSignedIn = useAuthStore((state) => state.status === 'authenticated');
  // Once shown, the banner stays mounted: the payment dialog it opened outlives the debt it settles.
  const [hasBanner, setHasBanner] = useState(false);
  if (hasPastDue && !hasBanner && !isPreview) setHasBanner(true);
  const blockMember = useBlockMember();
  const blockContext = useMemo<BlockContextValue>(
    () => ({
      Link: PageLink,
      onNavigate: (path) => void navigate(path),
      locale: i18n.language,
      // A block's purchase button opens #checkout for its products, like a locked link (SPEC §2).
      onPurchase: (productIds, overlayId) => {
        const title = useCurrentPageStore.getState().page?.title ?? config.name;
        requestCheckout({ title, productIds, purchaseOverlay: overlayId });
        openOverlay('checkout');
      },
      onOpenOverlay: (overlayId) => openOverlay(idPanel('overlay', overlayId)),
      // A form opens over the page as `#form/<id>` (decision 023).
      onOpenForm: (formId) => openOverlay(idPanel('form', formId)),
      ownsAnyProduct: (productIds) => productIds.some((id) => activeProductIds?.includes(id) ?? false),
      // Member data for `member.*` attributes and member-only blocks; data-loading blocks call the API as the app does.
      member: blockMember,
      fetchJson,
      // The chat block's conversation: messaging's screens, loaded when a chat block renders.
      Thread: ChatThread,
    }),
    [navigate, i18n.language, requestCheckout, openOverlay, config.name, activeProductIds, blockMember],
  );

  // The desktop toolbar shows the menu itself; a menu of one page is no choice to offer.
  const hasTabBar = showsTabBar && deviceClass !== 'desktop' && config.menu.length > 1;
  return (
    <div ref={frameRef} className={isPreview ? `${styles.frame} ${styles.preview}` : styles.frame} data-device={deviceClass} data-preview={isPreview || undefined}>
      <SkipLink targetId={MAIN_ID} />
      {usesToolbar ? (
        <Toolbar
          deviceClass={deviceClass}
          actions={
            <>
              <AddToScheduleButton />
              <BookmarkButton />
              {isSignedIn && !isPreview ? (
                <Suspense fallback={null}>
                  <LazyNotificationBell />
                </Suspense>
              ) : null}
              <AccountButton />
            </>
          }
        />
      ) : null}
      {/* Overlays render blocks too (an owner's overlay, a purchase overlay): they share the blocks' context. */}
      <BlockContext.Provider value={blockContext}>
        <main id={MAIN_ID} ref={mainRef} tabIndex={-1} className={styles.main}>
          {hasBanner ? (
            <Suspense fallback={null}>
              <PastDueBanner />
            </Suspense>
          ) : null}
          <Outlet />
        </main>
        {config.show_made_with_badge ? (
          <footer className={styles.footer}>
            <MadeWithBadge />
          </footer>
        ) : null}
        {hasTabBar ? <TabBar menu={config.menu} /> : null}
        <HashOverlays />
        {threadParam ? <ThreadFromQuery threadId={threadParam} onClose={closeThread} /> : null}
        <AccessPrompts />
        {/* SPEC §4: push is asked of signed-in members only, by rules the prompt's own chunk holds. */}
        {isSignedIn && !isPreview ? (
          <Suspense fallback={null}>
            <LazyPushPrompt />
          </Suspense>
        ) : null}
      </BlockContext.Provider>
    </div>
  );
}
