import { useId } from 'react';
import type { SocialLink, SocialNetwork } from '@tessera/core/blocks/social';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockMessages } from '../lib/i18n';
import type { Translate } from '../lib/i18n';
import type { BlockRendererProps } from '../types';
import { SocialIcon } from './icons';
import { socialMessages } from './messages';
import styles from './styles.module.css';

const BRANDS: Partial<Record<SocialNetwork, string>> = {
  instagram: 'Instagram',
  facebook: 'Facebook',
  x: 'X',
  youtube: 'YouTube',
  tiktok: 'TikTok',
  linkedin: 'LinkedIn',
};

type Key = keyof (typeof socialMessages)['en'];

function nameOf(network: SocialNetwork, t: Translate<Key>): string {
  if (network === 'website') return t('website');
  if (network === 'email') return t('email');
  return BRANDS[network] ?? network;
}

function SocialItem({ link, t }: { link: SocialLink; t: Translate<Key> }) {
  const name = nameOf(link.network, t);
  if (link.network === 'email') {
    return (
      <a className={styles.link} href={`mailto:${link.url}`} title={link.url}>
        <SocialIcon network="email" />
        <span className={visuallyHiddenClass}>{`${name}: ${link.url}`}</span>
      </a>
    );
  }
  return (
    <a className={styles.link} href={link.url} target="_blank" rel="noopener noreferrer" title={name}>
      <SocialIcon network={link.network} />
      <span className={visuallyHiddenClass}>{`${name} (${t('newTab')})`}</span>
    </a>
  );
}

/** Round icon links to the app's profiles elsewhere, each named for screen readers. */
export default function Social({ props }: BlockRendererProps<'social_block'>) {
  const { title, links, align } = props;
  const { t } = useBlockMessages(socialMessages);
  const headingId = useId();
  if (links.length === 0) return null;

  return (
    <nav className={align === 'left' ? styles.social : `${styles.social} ${styles.center}`} aria-labelledby={title ? headingId : undefined} aria-label={title ? undefined : t('heading')}>
      {title ? (
        <h2 id={headingId} className={styles.heading}>
          {title}
        </h2>
      ) : null}
      <ul className={styles.list}>
        {links.map((link, index) => (
          <li key={`${link.network}-${index}`}>
            <SocialItem link={link} t={t} />
          </li>
        ))}
      </ul>
    </nav>
  );
}
