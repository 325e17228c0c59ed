import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaWords } from '../../app/AreaWords';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { StateMessage } from '../../ui/StateMessage';
import { formatMinutes } from './format-minutes';
import { memberSessionsQuery } from './workout-queries';
import styles from './workouts.module.css';

type Props = { appId: string; memberId: string };

/** Member detail: the member's workout sessions, newest first (its words load with it). */
export function MemberWorkoutSessions(props: Props) {
  return (
    <AreaWords area="workouts" fallback={null}>
      <Sessions {...props} />
    </AreaWords>
  );
}

function Sessions({ appId, memberId }: Props) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const query = useQuery(memberSessionsQuery(appId, memberId));
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  const number = new Intl.NumberFormat(i18n.language);
  return (
    <section aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workouts.member.heading')}</h3>
      {query.isPending ? (
        <StateMessage tone="waiting" title={t('workouts.member.loading')} />
      ) : query.isError ? (
        <StateMessage tone="error" title={t('workouts.member.loadError')} action={<Button onClick={() => void query.refetch()}>{t('common.retry')}</Button>}>
          {describeError(query.error, t, i18n.language)}
        </StateMessage>
      ) : query.data.sessions.length === 0 ? (
        <p className={styles.muted}>{t('workouts.member.none')}</p>
      ) : (
        <table className={styles.sessions}>
          <caption className={styles.caption}>{t('workouts.member.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('workouts.member.workout')}</th>
              <th scope="col">{t('workouts.member.date')}</th>
              <th scope="col">{t('workouts.member.duration')}</th>
              <th scope="col">{t('workouts.member.sets')}</th>
            </tr>
          </thead>
          <tbody>
            {query.data.sessions.map((session) => {
              const seconds = session.completed_at ? (Date.parse(session.completed_at) - Date.parse(session.started_at)) / 1000 : null;
              return (
                <tr key={session.id}>
                  <th scope="row">{session.workout_title}</th>
                  <td>
                    <time dateTime={session.started_at}>{date.format(new Date(session.started_at))}</time>
                  </td>
                  <td>{seconds === null ? t('workouts.member.inProgress') : formatMinutes(seconds, i18n.language)}</td>
                  <td>{number.format(session.activities.filter((activity) => activity.activity_type === 'set').length)}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
    </section>
  );
}
