import { useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventInput, StudioEvent } from '@tessera/core/api/studio-events';
import { presetOfRule, ruleOfPreset, WEEKDAYS, type RecurrencePreset, type Weekday } from '@tessera/core/events/presets';
import { describeError } from '../../app/describe-error';
import { Button } from '../../ui/Button';
import { pagesListQuery } from '../pages/page-queries';
import { useEventMutations } from './event-queries';
import styles from './EventsScreen.module.css';

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? ['UTC', ...Intl.supportedValuesOf('timeZone')] : ['UTC']);
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Create or change an event: its page, time on its own clock, recurrence (once, daily, weekly on days, a custom rule), capacity and where it happens. */
export function EventForm({ appId, event, onDone }: { appId: string; event: StudioEvent | null; onDone: (notice: string | null) => void }) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const pages = useQuery(pagesListQuery(appId));
  const { save } = useEventMutations(appId);
  const [title, setTitle] = useState(event?.title ?? '');
  const [description, setDescription] = useState(event?.description ?? '');
  const [pageId, setPageId] = useState(event?.page_id ?? '');
  const [timezone, setTimezone] = useState(event?.timezone ?? deviceZone());
  const [start, setStart] = useState(event?.starts_at_local ?? '');
  const [duration, setDuration] = useState(String(event?.duration_minutes ?? 45));
  const [preset, setPreset] = useState<RecurrencePreset>(presetOfRule(event?.rrule ?? null));
  const [capacity, setCapacity] = useState(event?.capacity ? String(event.capacity) : '');
  const [location, setLocation] = useState(event?.location ?? '');
  const [livestream, setLivestream] = useState(event?.livestream_url ?? '');
  const eventPages = (pages.data?.pages ?? []).filter((p) => p.content_type === 'event_occurrence');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    const input: EventInput = {
      title,
      description,
      page_id: pageId,
      timezone,
      starts_at_local: start,
      duration_minutes: Number(duration),
      rrule: ruleOfPreset(preset),
      capacity: capacity === '' ? null : Number(capacity),
      location: location || null,
      livestream_url: livestream || null,
    };
    save.mutate({ id: event?.id ?? null, input }, { onSuccess: () => onDone(t('events.saved', { title })) });
  };
  const field = (name: string) => `${id}-${name}`;

  return (
    <form className={styles.form} onSubmit={submit} aria-label={event ? t('events.editNamed', { title: event.title }) : t('events.create')}>
      <div className={styles.field}>
        <label htmlFor={field('title')}>{t('events.fields.title')}</label>
        <input id={field('title')} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('page')}>{t('events.fields.page')}</label>
        <select id={field('page')} required value={pageId} onChange={(e) => setPageId(e.target.value)}>
          <option value="">{t('events.fields.choosePage')}</option>
          {eventPages.map((p) => (
            <option key={p.id} value={p.id}>
              {p.title} ({p.path})
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={field('start')}>{t('events.fields.start')}</label>
        <input id={field('start')} type="datetime-local" required value={start} onChange={(e) => setStart(e.target.value.slice(0, 16))} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('zone')}>{t('events.fields.timezone')}</label>
        <select id={field('zone')} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          {[...new Set([timezone, ...zones()])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.field}>
        <label htmlFor={field('duration')}>{t('events.fields.duration')}</label>
        <input id={field('duration')} type="number" min={1} max={10080} required value={duration} onChange={(e) => setDuration(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('repeat')}>{t('events.fields.repeat')}</label>
        <select
          id={field('repeat')}
          value={preset.kind}
          onChange={(e) => {
            const kind = e.target.value as RecurrencePreset['kind'];
            setPreset(kind === 'weekly' ? { kind, days: [] } : kind === 'custom' ? { kind, rule: ruleOfPreset(preset) ?? 'FREQ=WEEKLY' } : { kind });
          }}
        >
          {(['once', 'daily', 'weekly', 'custom'] as const).map((kind) => (
            <option key={kind} value={kind}>
              {t(`events.presets.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      {preset.kind === 'weekly' ? (
        <fieldset className={styles.days}>
          <legend>{t('events.fields.days')}</legend>
          {WEEKDAYS.map((day) => (
            <label key={day}>
              <input
                type="checkbox"
                checked={preset.days.includes(day)}
                onChange={(e) =>
                  setPreset({ kind: 'weekly', days: e.target.checked ? [...preset.days, day] : preset.days.filter((d: Weekday) => d !== day) })
                }
              />{' '}
              {t(`events.days.${day}`)}
            </label>
          ))}
        </fieldset>
      ) : null}
      {preset.kind === 'custom' ? (
        <div className={styles.field}>
          <label htmlFor={field('rule')}>{t('events.fields.rule')}</label>
          <input id={field('rule')} maxLength={500} value={preset.rule} onChange={(e) => setPreset({ kind: 'custom', rule: e.target.value })} aria-describedby={field('rule-hint')} />
          <small id={field('rule-hint')}>{t('events.fields.ruleHint')}</small>
        </div>
      ) : null}
      <div className={styles.field}>
        <label htmlFor={field('capacity')}>{t('events.fields.capacity')}</label>
        <input id={field('capacity')} type="number" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} aria-describedby={field('capacity-hint')} />
        <small id={field('capacity-hint')}>{t('events.fields.capacityHint')}</small>
      </div>
      <div className={styles.field}>
        <label htmlFor={field('location')}>{t('events.fields.location')}</label>
        <input id={field('location')} maxLength={500} value={location} onChange={(e) => setLocation(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('live')}>{t('events.fields.livestream')}</label>
        <input id={field('live')} type="url" maxLength={2048} value={livestream} onChange={(e) => setLivestream(e.target.value)} />
      </div>
      <div className={styles.field}>
        <label htmlFor={field('description')}>{t('events.fields.description')}</label>
        <textarea id={field('description')} maxLength={5000} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      {save.isError ? (
        <p className={styles.error} role="alert">
          {describeError(save.error, t, i18n.language)}
        </p>
      ) : null}
      <div className={styles.actions}>
        <Button variant="primary" type="submit" isBusy={save.isPending}>
          {t('events.save')}
        </Button>
        <Button onClick={() => onDone(null)}>{t('events.cancel')}</Button>
      </div>
    </form>
  );
}
