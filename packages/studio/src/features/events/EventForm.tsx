import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EventInput, StudioEvent } from '@tessera/core/api/studio-events';
import { presetOfRule, ruleOfPreset, WEEKDAYS, type RecurrencePreset, type Weekday } from '@tessera/core/events/presets';
import { InPlaceField, InPlaceForm } from '../../ui/InPlaceForm';
import { ContentPageSelect } from '../pages/ContentPageSelect';
import { useEventMutations } from './event-queries';
import styles from './EventsScreen.module.css';

const zones = () => (typeof Intl.supportedValuesOf === 'function' ? ['UTC', ...Intl.supportedValuesOf('timeZone')] : ['UTC']);
const deviceZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';

/** Create or change an event: its page, time on its own clock, recurrence (once, daily, weekly on days, a custom rule), capacity and where it happens. */
export function EventForm({ appId, event, onDone }: { appId: string; event: StudioEvent | null; onDone: (notice: string | null) => void }) {
  const { t } = useTranslation();
  const id = useId();
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

  const submit = () => {
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
    <InPlaceForm words="events" label={event ? t('events.editNamed', { title: event.title }) : t('events.create')} save={save} onSubmit={submit} onDone={onDone}>
      <InPlaceField id={field('title')} label={t('events.fields.title')}>
        <input id={field('title')} required maxLength={200} value={title} onChange={(e) => setTitle(e.target.value)} />
      </InPlaceField>
      <InPlaceField id={field('page')} label={t('events.fields.page')}>
        <ContentPageSelect appId={appId} id={field('page')} contentType="event_occurrence" chooseLabel={t('events.fields.choosePage')} value={pageId} onChange={setPageId} />
      </InPlaceField>
      <InPlaceField id={field('start')} label={t('events.fields.start')}>
        <input id={field('start')} type="datetime-local" required value={start} onChange={(e) => setStart(e.target.value.slice(0, 16))} />
      </InPlaceField>
      <InPlaceField id={field('zone')} label={t('events.fields.timezone')}>
        <select id={field('zone')} value={timezone} onChange={(e) => setTimezone(e.target.value)}>
          {[...new Set([timezone, ...zones()])].map((zone) => (
            <option key={zone} value={zone}>
              {zone}
            </option>
          ))}
        </select>
      </InPlaceField>
      <InPlaceField id={field('duration')} label={t('events.fields.duration')}>
        <input id={field('duration')} type="number" min={1} max={10080} required value={duration} onChange={(e) => setDuration(e.target.value)} />
      </InPlaceField>
      <InPlaceField id={field('repeat')} label={t('events.fields.repeat')}>
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
      </InPlaceField>
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
        <InPlaceField id={field('rule')} label={t('events.fields.rule')} hint={t('events.fields.ruleHint')}>
          <input id={field('rule')} maxLength={500} value={preset.rule} onChange={(e) => setPreset({ kind: 'custom', rule: e.target.value })} aria-describedby={field('rule-hint')} />
        </InPlaceField>
      ) : null}
      <InPlaceField id={field('capacity')} label={t('events.fields.capacity')} hint={t('events.fields.capacityHint')}>
        <input id={field('capacity')} type="number" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} aria-describedby={field('capacity-hint')} />
      </InPlaceField>
      <InPlaceField id={field('location')} label={t('events.fields.location')}>
        <input id={field('location')} maxLength={500} value={location} onChange={(e) => setLocation(e.target.value)} />
      </InPlaceField>
      <InPlaceField id={field('live')} label={t('events.fields.livestream')}>
        <input id={field('live')} type="url" maxLength={2048} value={livestream} onChange={(e) => setLivestream(e.target.value)} />
      </InPlaceField>
      <InPlaceField id={field('description')} label={t('events.fields.description')}>
        <textarea id={field('description')} maxLength={5000} rows={3} value={description} onChange={(e) => setDescription(e.target.value)} />
      </InPlaceField>
    </InPlaceForm>
  );
}
