import { useId } from 'react';
import type { MemberProfile } from '@tessera/core/entities/user';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { useBlockContext } from '../BlockContext';
import { loadDirectory } from '../lib/block-api';
import { useBlockMessages } from '../lib/i18n';
import { useBlockRequest } from '../lib/use-block-request';
import type { BlockRendererProps } from '../types';
import { memberDirectoryMessages } from './messages';
import shared from '../lib/shared.module.css';
import styles from './styles.module.css';

/** Up to two letters for a member without a photo: first and last word, in any script. */
function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letter = (word: string | undefined) => (word ? (Array.from(word)[0]?.toLocaleUpperCase() ?? '') : '');
  return `${letter(words[0])}${words.length > 1 ? letter(words.at(-1)) : ''}` || '?';
}

function Member({ member }: { member: MemberProfile }) {
  const avatar = member.avatar_urls?.small ?? null;
  return (
    <>
      {avatar ? (
        <img className={styles.avatar} src={avatar} alt="" loading="lazy" decoding="async" />
      ) : (
        <span className={`${styles.avatar} ${styles.initials}`} aria-hidden="true">
          {initialsOf(member.name)}
        </span>
      )}
      <span className={styles.name}>{member.name}</span>
    </>
  );
}

/**
 * Members of the app with public profiles. The directory is for signed-in members (the server
 * answers 401 otherwise), so visitors are asked to sign in; the member's own profile is not listed.
 */
export default function MemberDirectory({ props }: BlockRendererProps<'member_directory_block'>) {
  const { title, limit, layout } = props;
  const { member, fetchJson } = useBlockContext();
  const { t } = useBlockMessages(memberDirectoryMessages);
  const headingId = useId();
  const canLoad = Boolean(member && fetchJson);
  const request = useBlockRequest(canLoad ? 'directory' : null, (signal) => loadDirectory(fetchJson!, { signal }));

  let body;
  if (member === null) {
    body = (
      <div className={styles.notice}>
        <p className={styles.noticeText}>{t('signedOut')}</p>
        <a className={styles.action} href="#auth">
          {t('signIn')}
        </a>
      </div>
    );
  } else if (!canLoad) {
    // The studio canvas and other places without a member session: say what will be here.
    body = <p className={styles.notice}>{t('preview')}</p>;
  } else if (request.status === 'loading' || request.status === 'idle') {
    body = (
      <div role="status" className={styles.loadingWrap}>
        <span className={visuallyHiddenClass}>{t('loading')}</span>
        <ul className={layout === 'list' ? `${shared.listCard} ${styles.list}` : styles.grid} aria-hidden="true">
          {Array.from({ length: Math.min(limit, 6) }, (_, index) => (
            <li key={index} className={styles.item}>
              <span className={`${styles.avatar} ${styles.skeleton}`} />
              <span className={`${styles.skeletonLine} ${styles.skeleton}`} />
            </li>
          ))}
        </ul>
      </div>
    );
  } else if (request.status === 'error') {
    body = (
      <div className={styles.notice} role="alert">
        <p className={styles.noticeText}>{t('error')}</p>
        <button type="button" className={styles.secondary} onClick={request.retry}>
          {t('retry')}
        </button>
      </div>
    );
  } else if (request.data.items.length === 0) {
    body = <p className={styles.notice}>{t('empty')}</p>;
  } else {
    const shown = request.data.items.slice(0, limit);
    const more = request.data.total_count - shown.length;
    body = (
      <>
        <ul className={layout === 'list' ? `${shared.listCard} ${styles.list}` : styles.grid}>
          {shown.map((profile) => (
            <li key={profile.id}>
              {/* The member app opens `#member/<id>` as the member's profile panel (decision 023). */}
              <a className={`${styles.item} ${styles.link}`} href={`#member/${encodeURIComponent(profile.id)}`}>
                <Member member={profile} />
              </a>
            </li>
          ))}
        </ul>
        {more > 0 ? <p className={styles.more}>{t('more', { count: more })}</p> : null}
      </>
    );
  }

  return (
    <section className={styles.directory} aria-labelledby={headingId}>
      <h2 id={headingId} className={shared.heading}>
        {title || t('heading')}
      </h2>
      {body}
    </section>
  );
}
