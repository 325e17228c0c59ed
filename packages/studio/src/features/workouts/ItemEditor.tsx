import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { SetTarget } from '@tessera/core/entities/workout';
import { WORKOUT_LIMITS } from '@tessera/core/entities/workout';
import { Field } from '@tessera/ui/Field';
import { FieldMessage } from '@tessera/ui/FieldMessage';
import { Button } from '../../ui/Button';
import { useBuilder } from './builder-context';
import { MoveControls, moveOnKeys } from './MoveControls';
import { addSet, duplicateSet, type ItemDraft } from './workout-draft';
import styles from './workouts.module.css';

type Props = {
  item: ItemDraft;
  /** The place of the item in the draft: `groups.0.items.1`. */
  path: string;
  index: number;
  count: number;
  onChange: (item: ItemDraft) => void;
  onMove: (by: -1 | 1) => void;
  onRemove: () => void;
};

type Column = { key: keyof SetTarget; label: string; min: number; max: number; step: number };

/** One exercise of a group: which exercise, its notes, and its sets as a table of targets. */
export function ItemEditor({ item, path, index, count, onChange, onMove, onRemove }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const { exercises, errorAt } = useBuilder();
  const exercise = exercises.find((candidate) => candidate.id === item.exercise_id);
  const name = exercise?.name ?? t('workouts.builder.exerciseMissing');
  const columns: Column[] = [
    { key: 'reps', label: t('workouts.builder.reps'), min: 1, max: WORKOUT_LIMITS.reps, step: 1 },
    { key: 'load_kg', label: t('workouts.builder.load'), min: 0, max: WORKOUT_LIMITS.loadKg, step: 0.5 },
    { key: 'duration_seconds', label: t('workouts.builder.duration'), min: 1, max: WORKOUT_LIMITS.durationSeconds, step: 5 },
    { key: 'distance_m', label: t('workouts.builder.distance'), min: 0, max: WORKOUT_LIMITS.distanceMeters, step: 1 },
    { key: 'rest_seconds', label: t('workouts.builder.rest'), min: 0, max: WORKOUT_LIMITS.restSeconds, step: 5 },
  ];
  const setsError = errorAt(`${path}.sets`);
  const changeSet = (setIndex: number, key: keyof SetTarget, raw: string) => {
    const value = raw === '' ? null : Number(raw);
    onChange({ ...item, sets: item.sets.map((set, i) => (i === setIndex ? { ...set, [key]: Number.isNaN(value) ? null : value } : set)) });
  };

  return (
    <li
      className={styles.item}
      data-testid="workout-item"
      onKeyDown={moveOnKeys(onMove)}
    >
      <div className={styles.itemHead}>
        <Field label={t('workouts.builder.exercise')} error={errorAt(`${path}.exercise_id`)}>
          {(control) => (
            <select {...control} value={item.exercise_id} onChange={(event) => onChange({ ...item, exercise_id: event.target.value })}>
              {exercise ? null : <option value={item.exercise_id}>{t('workouts.builder.exerciseMissing')}</option>}
              {exercises.map((candidate) => (
                <option key={candidate.id} value={candidate.id}>
                  {candidate.name}
                </option>
              ))}
            </select>
          )}
        </Field>
        <MoveControls
          focusKey={item.uid}
          index={index}
          count={count}
          labels={{ up: t('workouts.builder.moveItemUp', { name }), down: t('workouts.builder.moveItemDown', { name }), remove: t('workouts.builder.removeItem', { name }) }}
          onMove={onMove}
          onRemove={onRemove}
        />
      </div>
      <div className={styles.tableScroller} role="region" aria-labelledby={`${id}-caption`} tabIndex={0}>
        <table className={styles.sets}>
          <caption id={`${id}-caption`} className={styles.caption}>
            {t('workouts.builder.setsOf', { name })}
          </caption>
          <thead>
            <tr>
              <th scope="col">{t('workouts.builder.set')}</th>
              {columns.map((column) => (
                <th key={column.key} scope="col">
                  {column.label}
                </th>
              ))}
              <th scope="col">{t('workouts.builder.actions')}</th>
            </tr>
          </thead>
          <tbody>
            {item.sets.map((set, setIndex) => {
              const number = setIndex + 1;
              return (
                <tr key={setIndex} data-testid="workout-set">
                  <th scope="row">{number}</th>
                  {columns.map((column) => {
                    const error = errorAt(`${path}.sets.${setIndex}.${column.key}`);
                    const errorId = `${id}-${setIndex}-${column.key}-error`;
                    return (
                      <td key={column.key}>
                        <input
                          className={styles.cellInput}
                          type="number"
                          inputMode={column.step < 1 ? 'decimal' : 'numeric'}
                          min={column.min}
                          max={column.max}
                          step={column.step}
                          aria-label={t('workouts.builder.cell', { column: column.label, number, name })}
                          aria-invalid={error ? true : undefined}
                          aria-describedby={error ? errorId : undefined}
                          value={set[column.key] ?? ''}
                          onChange={(event) => changeSet(setIndex, column.key, event.target.value)}
                        />
                        {error ? <FieldMessage id={errorId}>{error}</FieldMessage> : null}
                      </td>
                    );
                  })}
                  <td>
                    <div className={styles.setActions}>
                      <Button
                        isUnavailable={item.sets.length >= WORKOUT_LIMITS.setsPerItem}
                        aria-label={t('workouts.builder.duplicateSetNamed', { number, name })}
                        onClick={() => onChange({ ...item, sets: duplicateSet(item.sets, setIndex) })}
                      >
                        {t('workouts.builder.duplicateSet')}
                      </Button>
                      <Button aria-label={t('workouts.builder.removeSetNamed', { number, name })} onClick={() => onChange({ ...item, sets: item.sets.filter((_, i) => i !== setIndex) })}>
                        {t('workouts.common.remove')}
                      </Button>
                    </div>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
      {setsError ? <FieldMessage id={`${id}-sets-error`}>{setsError}</FieldMessage> : null}
      <div className={styles.actions}>
        <Button isUnavailable={item.sets.length >= WORKOUT_LIMITS.setsPerItem} aria-label={t('workouts.builder.addSetTo', { name })} onClick={() => onChange({ ...item, sets: addSet(item.sets) })}>
          {t('workouts.builder.addSet')}
        </Button>
      </div>
      <Field label={t('workouts.builder.notes')} error={errorAt(`${path}.notes`)}>
        {(control) => <textarea {...control} className={`${control.className} ${styles.textarea}`} rows={2} maxLength={WORKOUT_LIMITS.notesLength} value={item.notes} onChange={(event) => onChange({ ...item, notes: event.target.value })} />}
      </Field>
    </li>
  );
}
