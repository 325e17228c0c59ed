import { useTranslation } from 'react-i18next';
import { pageScheduleSchema, scheduleScopes, type PageSchedule } from '@tessera/core/entities/page';
import { SelectField } from '@tessera/ui/SelectField';
import { DraftTextField } from '../../../../ui/controls/DraftTextField';
import { DisclosureSection } from '../../../../ui/controls/DisclosureSection/index';
import { fieldClasses } from '@tessera/ui/Field';
import styles from './sections.module.css';
import { fromLocalInput, toLocalInput } from '../../../../ui/controls/datetime-local';
import { instantOf, parseWith } from '../draft-fields';
import type { SectionProps } from './types';

// pageDraftSchema caps schedules at 20; the add button goes away there rather than fail on save.
const MAX_SCHEDULES = 20;

/** SPEC §3 schedules: windows (start, end) with the scope they apply to. */
export function SchedulesSection({ draft, onChange }: SectionProps) {
  const { t } = useTranslation();
  const schedules = draft.schedules;
  const replace = (index: number, patch: Partial<PageSchedule>) =>
    onChange({ schedules: schedules.map((schedule, at) => (at === index ? { ...schedule, ...patch } : schedule)) });
  const dateParser = (field: 'starts_at' | 'ends_at') => (text: string) =>
    text === '' ? ({ ok: true, value: null } as const) : parseWith(pageScheduleSchema.shape[field], fromLocalInput(text) ?? text, t);

  return (
    <DisclosureSection
      title={t('pages.settings.schedules.title')}
      summary={schedules.length > 0 ? t('pages.settings.common.countSummary', { count: schedules.length }) : t('pages.settings.common.none')}
    >
      <p className={fieldClasses.hint}>{t('pages.settings.schedules.hint')}</p>
      {schedules.length > 0 ? (
        <ol className={styles.list}>
          {schedules.map((schedule, index) => {
            const endsBeforeStart = instantOf(schedule.ends_at) <= instantOf(schedule.starts_at);
            return (
              <li key={index} className={styles.item}>
                <p className={styles.itemHeader}>
                  {t('pages.settings.schedules.item', { number: index + 1 })}
                  <button
                    type="button"
                    className={styles.removeButton}
                    aria-label={t('pages.settings.schedules.remove', { number: index + 1 })}
                    onClick={() => onChange({ schedules: schedules.filter((_, at) => at !== index) })}
                  >
                    {t('pages.settings.common.remove')}
                  </button>
                </p>
                <div className={styles.row}>
                  <DraftTextField
                    label={t('pages.settings.schedules.startsAt')}
                    type="datetime-local"
                    value={schedule.starts_at}
                    format={toLocalInput}
                    parse={dateParser('starts_at')}
                    onChange={(starts_at) => replace(index, { starts_at })}
                  />
                  <DraftTextField
                    label={t('pages.settings.schedules.endsAt')}
                    type="datetime-local"
                    value={schedule.ends_at}
                    format={toLocalInput}
                    parse={dateParser('ends_at')}
                    onChange={(ends_at) => replace(index, { ends_at })}
                    warning={endsBeforeStart ? t('pages.settings.schedules.endsBeforeStart') : undefined}
                  />
                </div>
                <SelectField
                  label={t('pages.settings.schedules.scope')}
                  hint={t(`pages.settings.schedules.scopeHints.${schedule.scope_type}`)}
                  value={schedule.scope_type}
                  onChange={({ target: { value } }) => replace(index, { scope_type: value as PageSchedule['scope_type'] })}
                  options={scheduleScopes.map((scope) => ({ value: scope, label: t(`pages.settings.schedules.scopes.${scope}`) }))}
                />
              </li>
            );
          })}
        </ol>
      ) : null}
      {schedules.length < MAX_SCHEDULES ? (
        <button
          type="button"
          className={styles.textButton}
          onClick={() => onChange({ schedules: [...schedules, pageScheduleSchema.parse({ starts_at: null, ends_at: null })] })}
        >
          {t('pages.settings.schedules.add')}
        </button>
      ) : null}
    </DisclosureSection>
  );
}
