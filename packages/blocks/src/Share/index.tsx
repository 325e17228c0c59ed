import { useId } from 'react';
import { Icon } from '@tessera/ui/Icon';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { canShareNatively, currentPageUrl, useShare } from '../lib/share';
import { useBlockMessages } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { shareMessages } from './messages';
import styles from './styles.module.css';

/**
 * Share this page (or the owner's address) through the device's share sheet; where there is none,
 * the link is copied and the block says so. If even copying fails the link is shown to copy by hand.
 */
export default function Share({ props, page }: BlockRendererProps<'share_block'>) {
  const { title, text, url, button_text } = props;
  const { t } = useBlockMessages(shareMessages);
  const { share, outcome } = useShare();
  const headingId = useId();
  const linkId = useId();
  const isNative = canShareNatively();
  const link = url ?? currentPageUrl();

  return (
    <section className={styles.share} aria-labelledby={title ? headingId : undefined}>
      {title ? (
        <h2 id={headingId} className={styles.title}>
          {title}
        </h2>
      ) : null}
      {text ? <p className={styles.text}>{text}</p> : null}
      <button
        type="button"
        className={styles.button}
        onClick={() =>
          void share({ url: link, title: title || page.page_title, text: text || undefined })
        }
      >
        <Icon name={isNative ? 'share' : 'link'} size={20} />
        <span>{button_text || (isNative ? t('share') : t('copyLink'))}</span>
      </button>
      <p
        className={outcome === 'failed' ? `${styles.status} ${styles.failed}` : styles.status}
        role="status"
      >
        {outcome === 'copied' ? (
          <>
            <Icon name="check" size={18} />
            {t('linkCopied')}
          </>
        ) : outcome === 'failed' ? (
          t('copyFailed')
        ) : null}
      </p>
      {outcome === 'failed' ? (
        <>
          <label htmlFor={linkId} className={visuallyHiddenClass}>
            {t('linkLabel')}
          </label>
          <input
            id={linkId}
            className={styles.link}
            value={link}
            readOnly
            onFocus={(event) => event.currentTarget.select()}
          />
        </>
      ) : null}
    </section>
  );
}
