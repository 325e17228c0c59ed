import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { WORKOUT_LIMITS, workoutGroupKinds, type WorkoutGroupKind } from '@tessera/core/entities/workout';
import { FieldMessage } from '@tessera/ui/FieldMessage';
import { SelectField } from '@tessera/ui/SelectField';
import { TextField } from '@tessera/ui/TextField';
import { Button } from '../../ui/Button';
import { useBuilder } from './builder-context';
import { ItemEditor } from './ItemEditor';
import { MoveControls, moveOnKeys } from './MoveControls';
import { moveEntry, newItem, type GroupDraft } from './workout-draft';
import styles from './workouts.module.css';

type Props = {
  group: GroupDraft;
  index: number;
  count: number;
  onChange: (group: GroupDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

/** What a group of a kind asks for: rounds for supersets, circuits and EMOMs, an interval for EMOM, a time cap for AMRAP. */
const asks = (kind: WorkoutGroupKind) => ({
  rounds: kind === 'superset' || kind === 'circuit' || kind === 'emom',
  interval: kind === 'emom',
  timeCap: kind === 'amrap',
  roundRest: kind === 'superset' || kind === 'circuit',
});

const numberOrNull = (raw: string) => (raw === '' || Number.isNaN(Number(raw)) ? null : Number(raw));

/** One group: its kind and timing, and its exercises in order (added from the library, moved, removed). */
export function GroupEditor({ group, index, count, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const { appId = '' } = useParams();
  const { exercises, errorAt, announce, focusAfterRender } = useBuilder();
  const [picked, setPicked] = useState('');
  const path = `groups.${index}`;
  const number = index + 1;
  const shows = asks(group.kind);
  const itemsError = errorAt(`${path}.items`);
  const nameOf = (exerciseId: string) => exercises.find((exercise) => exercise.id === exerciseId)?.name ?? t('workouts.builder.exerciseMissing');

  const changeKind = (kind: WorkoutGroupKind) =>
    onChange({
      ...group,
      kind,
      // Sensible starting values for the timed kinds, which cannot run without them.
      interval_seconds: kind === 'emom' ? (group.interval_seconds ?? 60) : group.interval_seconds,
      time_cap_seconds: kind === 'amrap' ? (group.time_cap_seconds ?? 600) : group.time_cap_seconds,
      rounds: kind === 'straight' ? 1 : group.rounds,
    });

  return (
    <li
      className={styles.group}
      aria-labelledby={headingId}
      data-testid="workout-group"
      onKeyDown={moveOnKeys(onMove)}
    >
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.groupTitle}>
          {t('workouts.builder.groupHeading', { number, kind: t(`workouts.builder.kinds.${group.kind}`) })}
          {group.name ? ` · ${group.name}` : ''}
        </h3>
        <MoveControls
          focusKey={group.id}
          index={index}
          count={count}
          labels={{ up: t('workouts.builder.moveGroupUp', { number }), down: t('workouts.builder.moveGroupDown', { number }), remove: t('workouts.builder.removeGroup', { number }) }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className={styles.groupFields}>
        <SelectField
          label={t('workouts.builder.kind')}
          value={group.kind}
          options={workoutGroupKinds.map((kind) => ({ value: kind, label: t(`workouts.builder.kinds.${kind}`) }))}
          onChange={(event) => changeKind(event.target.value as WorkoutGroupKind)}
        />
        <TextField
          label={t('workouts.builder.groupName')}
          hint={t('workouts.builder.groupNameHint')}
          value={group.name}
          maxLength={WORKOUT_LIMITS.groupNameLength}
          autoComplete="off"
          error={errorAt(`${path}.name`)}
          onChange={(event) => onChange({ ...group, name: event.target.value })}
        />
        {shows.rounds ? (
          <TextField type="number" inputMode="numeric" min={1} max={WORKOUT_LIMITS.rounds} label={t('workouts.builder.rounds')} value={group.rounds} error={errorAt(`${path}.rounds`)} onChange={(event) => onChange({ ...group, rounds: numberOrNull(event.target.value) ?? 0 })} />
        ) : null}
        {shows.interval ? (
          <TextField type="number" inputMode="numeric" min={10} step={5} label={t('workouts.builder.interval')} value={group.interval_seconds ?? ''} error={errorAt(`${path}.interval_seconds`)} onChange={(event) => onChange({ ...group, interval_seconds: numberOrNull(event.target.value) })} />
        ) : null}
        {shows.timeCap ? (
          <TextField type="number" inputMode="numeric" min={30} step={30} label={t('workouts.builder.timeCap')} value={group.time_cap_seconds ?? ''} error={errorAt(`${path}.time_cap_seconds`)} onChange={(event) => onChange({ ...group, time_cap_seconds: numberOrNull(event.target.value) })} />
        ) : null}
        {shows.roundRest ? (
          <TextField type="number" inputMode="numeric" min={0} step={5} label={t('workouts.builder.roundRest')} value={group.rest_seconds ?? ''} error={errorAt(`${path}.rest_seconds`)} onChange={(event) => onChange({ ...group, rest_seconds: numberOrNull(event.target.value) })} />
        ) : null}
      </div>
      {group.items.length === 0 ? <p className={styles.muted}>{t('workouts.builder.noItems')}</p> : null}
      <ol className={styles.items}>
        {group.items.map((item, itemIndex) => (
          <ItemEditor
            key={item.uid}
            item={item}
            path={`${path}.items.${itemIndex}`}
            index={itemIndex}
            count={group.items.length}
            onChange={(next) => onChange({ ...group, items: group.items.map((candidate) => (candidate.uid === item.uid ? next : candidate)) })}
            onMove={(by) => {
              const target = itemIndex + by;
              if (target < 0 || target >= group.items.length) return;
              focusAfterRender(`${item.uid}:${by < 0 ? 'up' : 'down'}`);
              onChange({ ...group, items: moveEntry(group.items, itemIndex, by) });
              announce(t('workouts.builder.itemMoved', { name: nameOf(item.exercise_id), position: target + 1 }));
            }}
            onRemove={() => {
              onChange({ ...group, items: group.items.filter((candidate) => candidate.uid !== item.uid) });
              announce(t('workouts.builder.itemRemoved', { name: nameOf(item.exercise_id) }));
            }}
          />
        ))}
      </ol>
      {itemsError ? <FieldMessage id={`${headingId}-items-error`}>{itemsError}</FieldMessage> : null}
      {exercises.length === 0 ? (
        <p className={styles.muted}>
          {t('workouts.builder.noExercises')} <Link to={`/apps/${appId}/workouts/exercises`}>{t('workouts.builder.openLibrary')}</Link>
        </p>
      ) : (
        <div className={styles.addRow}>
          <SelectField
            label={t('workouts.builder.exerciseToAdd', { number })}
            value={picked}
            options={[{ value: '', label: t('workouts.builder.chooseExercise') }, ...exercises.map((exercise) => ({ value: exercise.id, label: exercise.name }))]}
            onChange={(event) => setPicked(event.target.value)}
          />
          <Button
            isUnavailable={!picked || group.items.length >= WORKOUT_LIMITS.itemsPerGroup}
            onClick={() => {
              if (!picked) return;
              onChange({ ...group, items: [...group.items, newItem(picked)] });
              announce(t('workouts.builder.itemAdded', { name: nameOf(picked), number }));
              setPicked('');
            }}
          >
            {t('workouts.builder.addItem')}
          </Button>
        </div>
      )}
    </li>
  );
}
