import { useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { FORM_LIMITS, formFieldTypes, type FormFieldType, type FormGroup } from '@tessera/core/entities/form';
import { Field } from '@tessera/ui/Field';
import { TextField } from '@tessera/ui/TextField';
import { Button } from '../../../ui/Button';
import { FieldEditor } from './FieldEditor';
import { addField, addGroup, fieldKey, groupKey, moveField, moveGroup, newField, newGroup, removeField, removeGroup, updateField, updateGroup, type GroupPath } from './form-tree';
import type { DraftErrors } from './form-checks';
import styles from './FormBuilder.module.css';

/** A change to the form's whole tree, and what to announce about it (a move, a removal). */
export type TreeEdit = (change: (groups: FormGroup[]) => FormGroup[], announcement?: string) => void;

type Props = {
  group: FormGroup;
  path: GroupPath;
  siblingCount: number;
  errors: DraftErrors;
  openFields: ReadonlySet<string>;
  onToggleField: (fieldId: string, isOpen?: boolean) => void;
  edit: TreeEdit;
};

const DRAG_TYPE = 'application/x-tessera-form-field';

/**
 * One section of the form (SPEC §3 form_groups): its title and description, its questions in order
 * (dragged by their handles or moved with buttons), a way to add a question of any type, and the
 * sections nested in it, up to core's depth.
 */
export function GroupEditor({ group, path, siblingCount, errors, openFields, onToggleField, edit }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  const [newType, setNewType] = useState<FormFieldType>('short_answer');
  const [dragIndex, setDragIndex] = useState<number | null>(null);
  const [dropIndex, setDropIndex] = useState<number | null>(null);
  const key = groupKey(path);
  const index = path.at(-1)!;
  const number = path.map((at) => at + 1).join('.');
  const name = group.title?.trim() || t('forms.builder.sectionNumber', { number });
  const depth = path.length;
  const count = group.form_fields.length;
  const groupError = errors[key] ?? errors[`${key}.id`];

  const endDrag = () => {
    setDragIndex(null);
    setDropIndex(null);
  };
  const moveFieldTo = (from: number, to: number) => {
    const field = group.form_fields[from];
    if (!field || to < 0 || to >= count || from === to) return;
    edit((groups) => moveField(groups, path, from, to), t('forms.builder.moved', { name: field.label || t('forms.builder.untitledField'), position: to + 1, total: count }));
  };

  return (
    <section className={styles.group} aria-labelledby={headingId} data-depth={depth}>
      <div className={styles.groupHead}>
        <h3 id={headingId} className={styles.groupTitle}>
          {name}
        </h3>
        <div className={styles.moves} role="group" aria-label={t('forms.builder.sectionMoves', { name })}>
          <Button
            className={styles.small}
            isUnavailable={index === 0}
            aria-label={t('forms.builder.moveUp', { name })}
            onClick={() => edit((groups) => moveGroup(groups, path, index - 1), t('forms.builder.moved', { name, position: index, total: siblingCount }))}
          >
            <span aria-hidden="true">↑</span>
          </Button>
          <Button
            className={styles.small}
            isUnavailable={index === siblingCount - 1}
            aria-label={t('forms.builder.moveDown', { name })}
            onClick={() => edit((groups) => moveGroup(groups, path, index + 1), t('forms.builder.moved', { name, position: index + 2, total: siblingCount }))}
          >
            <span aria-hidden="true">↓</span>
          </Button>
          <Button className={styles.small} variant="danger" aria-label={t('forms.builder.removeSection', { name })} onClick={() => edit((groups) => removeGroup(groups, path), t('forms.builder.removed', { name }))}>
            <span aria-hidden="true">✕</span>
          </Button>
        </div>
      </div>
      {groupError ? (
        <p className={styles.error} role="alert">
          {groupError}
        </p>
      ) : null}
      <div className={styles.pair}>
        <TextField
          label={t('forms.builder.sectionTitle')}
          value={group.title ?? ''}
          maxLength={FORM_LIMITS.titleLength}
          error={errors[`${key}.title`]}
          onChange={(event) => edit((groups) => updateGroup(groups, path, { title: event.target.value === '' ? null : event.target.value }))}
        />
        <Field label={t('forms.builder.sectionDescription')} error={errors[`${key}.description`]}>
          {(control) => (
            <textarea
              {...control}
              rows={2}
              maxLength={FORM_LIMITS.descriptionLength}
              value={group.description ?? ''}
              onChange={(event) => edit((groups) => updateGroup(groups, path, { description: event.target.value === '' ? null : event.target.value }))}
            />
          )}
        </Field>
      </div>
      {count === 0 ? <p className={styles.hint}>{t('forms.builder.noFields')}</p> : null}
      <ol className={styles.fields} aria-label={t('forms.builder.questionsOf', { name })}>
        {group.form_fields.map((field, at) => (
          <FieldEditor
            key={field.id}
            field={field}
            index={at}
            count={count}
            errorKey={fieldKey(path, at)}
            errors={errors}
            isOpen={openFields.has(field.id)}
            isDragged={dragIndex === at}
            isDropTarget={dropIndex === at && dragIndex !== null && dragIndex !== at}
            onToggle={() => onToggleField(field.id)}
            onChange={(next) => edit((groups) => updateField(groups, path, at, () => next))}
            onMove={(to) => moveFieldTo(at, to)}
            onRemove={() => edit((groups) => removeField(groups, path, at), t('forms.builder.removed', { name: field.label || t('forms.builder.untitledField') }))}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = 'move';
              event.dataTransfer.setData(DRAG_TYPE, String(at));
              setDragIndex(at);
            }}
            onDragEnd={endDrag}
            onDragOver={(event: DragEvent) => {
              if (dragIndex === null) return;
              event.preventDefault();
              event.dataTransfer.dropEffect = 'move';
              setDropIndex(at);
            }}
            onDrop={(event: DragEvent) => {
              event.preventDefault();
              const from = dragIndex ?? Number(event.dataTransfer.getData(DRAG_TYPE));
              endDrag();
              if (Number.isInteger(from)) moveFieldTo(from, at);
            }}
          />
        ))}
      </ol>
      <div className={styles.addRow}>
        <Field label={t('forms.builder.newFieldType')}>
          {(control) => (
            <select {...control} value={newType} onChange={(event) => setNewType(event.target.value as FormFieldType)}>
              {formFieldTypes.map((type) => (
                <option key={type} value={type}>
                  {t(`forms.types.${type}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Button
          onClick={() => {
            const field = newField(newType, t(`forms.types.${newType}`), t('forms.builder.optionDefault', { number: 1 }));
            edit((groups) => addField(groups, path, field), t('forms.builder.added', { name: field.label }));
            onToggleField(field.id, true);
          }}
        >
          {t('forms.builder.addField', { section: name })}
        </Button>
        {depth < FORM_LIMITS.depth ? (
          <Button onClick={() => edit((groups) => addGroup(groups, path, newGroup(null)), t('forms.builder.addedSection'))}>{t('forms.builder.addSubsection')}</Button>
        ) : null}
      </div>
      {group.form_groups.map((child, at) => (
        <GroupEditor
          key={child.id}
          group={child}
          path={[...path, at]}
          siblingCount={group.form_groups.length}
          errors={errors}
          openFields={openFields}
          onToggleField={onToggleField}
          edit={edit}
        />
      ))}
    </section>
  );
}
