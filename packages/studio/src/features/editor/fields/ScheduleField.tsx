import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { scheduleScopes } from '@tessera/core/entities/page';
import type { PageSchedule } from '@tessera/core/entities/page';
import { translateFieldMessage } from '../../../app/describe-error';
import { FieldShell } from './FieldShell';
import { fromLocalInput, toLocalInput } from '../../../ui/controls/datetime-local';
import { issuesByKey, unwrap } from './schema-helpers';
import type { FieldViewProps } from './types';
import styles from './fields.module.css';

const EMPTY_SCHEDULE: PageSchedule = { starts_at: null, ends_at: null, scope_type: 'page', is_multiday: false };

/**
 * SPEC §3 Schedule on blocks: off, or a window (either end open) and whose clock it follows.
 * Outside the window members do not see the block; the editor keeps showing it.
 */
export function ScheduleField({ label, value, onChange, readOnly, schema }: FieldViewProps<PageSchedule | null | undefined>) {
  const { t } = useTranslation();
  const id = useId();
  const issues = value && schema ? issuesByKey(unwrap(schema), value) : {};
  const message = (key: string) => (issues[key] ? translateFieldMessage(issues[key], t) : null);
  const endsBeforeStart = Boolean(value?.starts_at && value.ends_at && Date.parse(value.ends_at) <= Date.parse(value.starts_at));
  const groupError = message('') ?? (endsBeforeStart ? t('editor.schedule.endsBeforeStart') : null);

  return (
    <FieldShell label={label} error={groupError} isGroup>
      {() => (
        <>
          <label className={styles.toggle} htmlFor={`${id}-on`}>
            <input
              id={`${id}-on`}
              type="checkbox"
              role="switch"
              checked={Boolean(value)}
              disabled={readOnly}
              onChange={(event) => onChange(event.currentTarget.checked ? EMPTY_SCHEDULE : null)}
            />
            {t('editor.schedule.enabled')}
          </label>
          {value ? (
            <div className={styles.subfields}>
              {(['starts_at', 'ends_at'] as const).map((key) => (
                <FieldShell key={key} label={t(`editor.schedule.${key}`)} error={message(key)} hint={t('editor.schedule.openEnded')}>
                  {(ids) => (
                    <input
                      id={ids.id}
                      className={styles.input}
                      type="datetime-local"
                      value={toLocalInput(value[key])}
                      readOnly={readOnly}
                      aria-invalid={ids.invalid}
                      aria-describedby={ids.describedBy}
                      onChange={(event) => onChange({ ...value, [key]: fromLocalInput(event.currentTarget.value) })}
                    />
                  )}
                </FieldShell>
              ))}
              <FieldShell label={t('editor.schedule.scope')} error={message('scope_type')} hint={t(`editor.schedule.scopeHints.${value.scope_type}`)}>
                {(ids) => (
                  <select
                    id={ids.id}
                    className={styles.input}
                    value={value.scope_type}
                    disabled={readOnly}
                    aria-describedby={ids.describedBy}
                    onChange={(event) => onChange({ ...value, scope_type: event.currentTarget.value as PageSchedule['scope_type'] })}
                  >
                    {scheduleScopes.map((scope) => (
                      <option key={scope} value={scope}>
                        {t(`editor.schedule.scopes.${scope}`)}
                      </option>
                    ))}
                  </select>
                )}
              </FieldShell>
            </div>
          ) : null}
        </>
      )}
    </FieldShell>
  );
}
