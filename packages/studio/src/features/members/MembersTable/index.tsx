import { lazy, Suspense, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import type { StudioMember } from '@tessera/core/api/studio';
import { Dialog } from '@tessera/ui/Dialog';
import { MemberForms } from '../../forms/MemberForms';
import { languageName } from '../../../app/i18n/language-name';
import { formatJoined, providerLabel } from '../format';
import { VisuallyHidden } from '@tessera/ui/VisuallyHidden';
import styles from './styles.module.css';

// The member's workout sessions come with the Workouts chunk and its words, when a member is opened.
const MemberWorkoutSessions = lazy(() => import('../../workouts/MemberWorkoutSessions').then((module) => ({ default: module.MemberWorkoutSessions })));

type Props = { members: StudioMember[]; caption: string; isBusy: boolean };

/** A quiet dash in a cell with nothing to show; screen readers hear `words`. */
function Muted({ words }: { words: string }) {
  return (
    <span className={styles.muted}>
      <span aria-hidden="true">—</span>
      <VisuallyHidden>{words}</VisuallyHidden>
    </span>
  );
}

function RoleBadges({ member }: { member: StudioMember }) {
  const { t } = useTranslation();
  const roles = [
    member.is_admin && { key: 'admin', label: t('members.roles.admin'), tone: styles.admin },
    member.is_account_admin && { key: 'accountAdmin', label: t('members.roles.accountAdmin'), tone: styles.accountAdmin },
    member.is_app_messaging_profile && { key: 'messaging', label: t('members.roles.messagingProfile'), tone: styles.messaging },
  ].filter((role) => role !== false);
  // Most members have no role: a quiet dash keeps the column scannable; screen readers get words.
  if (roles.length === 0) return <Muted words={t('members.roles.member')} />;
  return (
    <ul className={styles.badges}>
      {roles.map((role) => (
        <li key={role.key} className={`${styles.badge} ${role.tone}`}>
          {role.label}
        </li>
      ))}
    </ul>
  );
}

/**
 * A real table (caption, header cells with scope) that turns into one card per member on phones.
 * Each cell carries its column name in data-label so the stacked layout can show it.
 */
export function MembersTable({ members, caption, isBusy }: Props) {
  const { t, i18n } = useTranslation();
  const captionId = useId();
  const { appId = '' } = useParams();
  // The member whose properties and submissions are open, and the button to go back to.
  const [detail, setDetail] = useState<StudioMember | null>(null);
  const openerRef = useRef<HTMLButtonElement | null>(null);
  const columns = {
    name: t('members.columns.name'),
    email: t('members.columns.email'),
    roles: t('members.columns.roles'),
    provider: t('members.columns.provider'),
    language: t('members.columns.language'),
    joined: t('members.columns.joined'),
  };
  return (
    // Focusable and named so that keyboard users can scroll a table wider than the screen.
    <div className={styles.scroller} role="region" aria-labelledby={captionId} tabIndex={0}>
      {/* Explicit roles: Safari drops table semantics from a table restyled with display: block. */}
      <table className={styles.table} role="table" aria-busy={isBusy || undefined}>
        <caption id={captionId} className={styles.caption}>
          {caption}
        </caption>
        <thead role="rowgroup">
          <tr role="row">
            {Object.entries(columns).map(([key, label]) => (
              <th key={key} scope="col" role="columnheader">
                {label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody role="rowgroup">
          {members.map((member) => (
            <tr key={member.id} role="row">
              <th scope="row" role="rowheader" data-label={columns.name} className={styles.name}>
                <button
                  type="button"
                  className={styles.nameButton}
                  aria-label={t('forms.member.openNamed', { name: member.name })}
                  onClick={(event) => {
                    openerRef.current = event.currentTarget;
                    setDetail(member);
                  }}
                >
                  {member.name}
                </button>
              </th>
              <td role="cell" data-label={columns.email} className={styles.email}>
                {member.is_app_messaging_profile ? <Muted words={t('members.noEmail')} /> : member.email}
              </td>
              <td role="cell" data-label={columns.roles}>
                <RoleBadges member={member} />
              </td>
              <td role="cell" data-label={columns.provider}>
                {member.is_app_messaging_profile ? <span className={styles.muted}>{t('members.providers.none')}</span> : providerLabel(member.auth_provider, t)}
              </td>
              <td role="cell" data-label={columns.language}>
                {member.language ? languageName(member.language, i18n.language) : <span className={styles.muted}>{t('members.languageDefault')}</span>}
              </td>
              <td role="cell" data-label={columns.joined}>
                <time dateTime={member.created_at}>{formatJoined(member.created_at, i18n.language)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {detail ? (
        <Dialog
          variant="drawer"
          title={t('forms.member.title', { name: detail.name })}
          onClose={() => {
            setDetail(null);
            openerRef.current?.focus();
          }}
        >
          <MemberForms appId={appId} memberId={detail.id} />
          <Suspense fallback={null}>
            <MemberWorkoutSessions appId={appId} memberId={detail.id} />
          </Suspense>
        </Dialog>
      ) : null}
    </div>
  );
}
