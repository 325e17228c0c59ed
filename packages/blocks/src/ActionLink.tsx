import { useState } from 'react';
import type { ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { BlockAction } from '@tessera/core/entities/block-data';
import { useBlockContext } from './BlockContext';
import { Lightbox } from './components/Lightbox';
import { actionMessages } from './lib/action-messages';
import { resolveAction } from './lib/resolve-action';
import { currentPageUrl, useShare } from './lib/share';
import { useBlockMessages } from './lib/i18n';
import styles from './ActionLink.module.css';
import type { BlockPageData } from './types';

type ActionLinkProps = {
  action: BlockAction | null;
  page: BlockPageData;
  className?: string;
  children: ReactNode;
  /** What to render when there is nothing to do; the bare children by default. */
  fallback?: ReactNode;
  /** The block's own picture: what `open_lightbox` without an image of its own shows. */
  image?: { src: string; alt: string } | null;
};

/**
 * A block's tappable area. Going somewhere is a link (in-app through the router, external in a new
 * tab, e-mail as mailto:); doing something (purchase, form, overlay, share, lightbox) is a button.
 */
export function ActionLink({
  action,
  page,
  className,
  children,
  fallback,
  image = null,
}: ActionLinkProps) {
  const context = useBlockContext();
  const { t } = useBlockMessages(actionMessages);
  const { share, outcome } = useShare();
  const [lightbox, setLightbox] = useState<{ src: string; alt: string } | null>(null);
  const target = resolveAction(action, page.references, {
    nextPath: context.nextPath,
    ownsAnyProduct: context.ownsAnyProduct,
  });
  const bare = <>{fallback === undefined ? children : fallback}</>;
  if (!target) return bare;

  const { Link } = context;
  const button = (onClick: () => void, extra?: ReactNode) => (
    <>
      <button
        type="button"
        className={className ? `${styles.button} ${className}` : styles.button}
        onClick={onClick}
      >
        {children}
      </button>
      {extra}
    </>
  );

  switch (target.kind) {
    case 'internal':
      return (
        <Link href={target.path} className={className}>
          {children}
        </Link>
      );
    case 'external':
      return (
        <a href={target.url} className={className} target="_blank" rel="noopener noreferrer">
          {children}
        </a>
      );
    case 'email':
      return (
        <a href={target.href} className={className}>
          {children}
        </a>
      );
    case 'purchase':
      return button(() => context.onPurchase(target.productIds, target.overlayId));
    case 'form':
      return button(() => context.onOpenForm(target.formId));
    case 'overlay':
      return button(() => context.onOpenOverlay(target.overlayId));
    case 'share': {
      const request = {
        url: target.url ?? currentPageUrl(),
        title: page.page_title,
        text: target.text ?? undefined,
      };
      const status = outcome ? (outcome === 'copied' ? t('linkCopied') : t('shareFailed')) : '';
      return button(
        () => void share(request),
        // A toast rather than text beside the button, so that no block's layout has to make room.
        createPortal(
          <p className={status ? `${styles.toast} ${styles.visible}` : styles.toast} role="status">
            {status}
          </p>,
          document.body,
        ),
      );
    }
    case 'lightbox': {
      const picture = target.imageUrl
        ? { src: target.imageUrl, alt: target.imageUrl === image?.src ? image.alt : '' }
        : image;
      if (!picture) return bare;
      return button(
        () => setLightbox(picture),
        lightbox ? (
          <Lightbox src={lightbox.src} alt={lightbox.alt} onClose={() => setLightbox(null)} />
        ) : null,
      );
    }
  }
}
