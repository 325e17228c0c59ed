import { useRef } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink } from 'react-router';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { usePageDataStore } from '../page-data-context';
import { useHashOverlays } from '../../../app/HashOverlays/use-hash-overlays';
import { Icon } from '@tessera/ui/Icon';
import styles from './styles.module.css';
import { useAccessPromptStore } from '../access-prompt-store';
import { useLinkAccess } from './use-link-access';
import type { LinkAccess } from './use-link-access';
import { preloadBlocks } from '../lazy-blocks';

type PageLinkProps = {
  href: string;
  className?: string;
  children: ReactNode;
  'aria-label'?: string;
};

const isExternal = (href: string) => /^https?:\/\//i.test(href);

/**
 * SPEC §2 links to pages (cards, buttons, lists): disabled while the target's access loads, then
 * either a plain in-app link or a locked one whose click opens the way in — checkout for a
 * purchase, the 'scheduled' modal for a drip lesson, `#auth` for sign-in. Private pages open
 * and show their own lock screen. External links open in a new tab.
 */
export function PageLink(props: PageLinkProps) {
  if (isExternal(props.href)) {
    return (
      <a href={props.href} className={props.className} aria-label={props['aria-label']} target="_blank" rel="noopener noreferrer">
        {props.children}
      </a>
    );
  }
  return <InternalPageLink {...props} />;
}

function InternalPageLink({ href, className, children, 'aria-label': ariaLabel }: PageLinkProps) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAnchorElement>(null);
  const store = usePageDataStore();
  const access = useLinkAccess(href, ref);
  const openLocked = useLockedLinkClick();
  const path = href.split(/[?#]/)[0] || '/';

  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (access.state === 'loading') {
      event.preventDefault();
      return;
    }
    if (access.state === 'locked' && openLocked(access)) event.preventDefault();
  };

  const warmRenderers = () => {
    void store.prefetch(path).then((result) => {
      if (result?.status === 'found') void preloadBlocks(result.page.blocks);
    });
  };

  const isLoading = access.state === 'loading';
  const isLocked = access.state === 'locked';
  return (
    <NavLink
      ref={ref}
      to={href}
      end
      className={className ? `${styles.link} ${className}` : styles.link}
      aria-label={ariaLabel}
      aria-disabled={isLoading || undefined}
      data-access={access.state}
      onClick={onClick}
      onMouseEnter={warmRenderers}
      onFocus={warmRenderers}
      onTouchStart={warmRenderers}
    >
      {children}
      {isLocked ? (
        <>
          <span className={styles.badge} aria-hidden="true" data-testid="lock-badge">
            <Icon name={access.access.reason === 'is_scheduled' ? 'clock' : 'lock'} size={16} />
          </span>
          <span className={visuallyHiddenClass}>{t('links.locked')}</span>
        </>
      ) : null}
    </NavLink>
  );
}

/** The click of a locked link; answers whether it handled it (otherwise the link navigates). */
export function useLockedLinkClick(): (access: Extract<LinkAccess, { state: 'locked' }>) => boolean {
  const { open } = useHashOverlays();
  const showScheduled = useAccessPromptStore((state) => state.showScheduled);
  const requestCheckout = useAccessPromptStore((state) => state.requestCheckout);
  return ({ title, access }) => {
    switch (access.reason) {
      case 'require_purchase':
        requestCheckout({ title, productIds: access.data?.product_ids ?? [], purchaseOverlay: access.data?.purchase_overlay ?? null });
        open('checkout');
        return true;
      case 'is_scheduled':
        showScheduled({ title, availableAfter: access.data?.available_after ?? null });
        return true;
      case 'require_authentication':
        open('auth');
        return true;
      default:
        return false;
    }
  };
}
