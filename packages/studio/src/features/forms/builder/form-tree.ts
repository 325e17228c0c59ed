import { VALUE_TYPE_BY_FIELD_TYPE, type FormField, type FormFieldType, type FormGroup } from '@tessera/core/entities/form';

/**
 * The builder's edits of a form's tree of groups and fields, as pure functions over core's types.
 * A group is named by its path of indices (`[1, 0]`: the first group inside the second); a field by
 * its group's path and its index. Every function returns a new tree and leaves the old one alone.
 */
export type GroupPath = readonly number[];

/** Where a group's problems are reported: `form_groups.1.form_groups.0` (the server's paths, without `body.`). */
export const groupKey = (path: GroupPath) => path.map((index) => `form_groups.${index}`).join('.');
export const fieldKey = (path: GroupPath, index: number) => `${groupKey(path)}.form_fields.${index}`;

/** A fresh id for a field or group: letters and digits, as core's id rule wants. */
export function newPartId(prefix: 'f' | 'g'): string {
  const random = globalThis.crypto?.randomUUID?.().replace(/-/g, '').slice(0, 10) ?? Math.random().toString(36).slice(2, 12);
  return `${prefix}_${random}`;
}

export function newGroup(title: string | null): FormGroup {
  const id = newPartId('g');
  return { id, uid: id, title, description: null, form_fields: [], form_groups: [] };
}

/** A new field of a type, its value type following it; a multi_select starts with one option. */
export function newField(type: FormFieldType, label: string, firstOption: string): FormField {
  return {
    id: newPartId('f'),
    field_type: type,
    value_type: VALUE_TYPE_BY_FIELD_TYPE[type],
    label,
    default_value: null,
    is_required: false,
    correct_answer: null,
    options: type === 'multi_select' ? [firstOption] : [],
    min_value: null,
    max_value: null,
    property_slug: null,
  };
}

/**
 * A field changed to another type: answers and bounds that belonged to the old type go, its label,
 * requirement and property binding stay.
 */
export function retypeField(field: FormField, type: FormFieldType, firstOption: string): FormField {
  if (field.field_type === type) return field;
  const fresh = newField(type, field.label, firstOption);
  return { ...fresh, id: field.id, is_required: field.is_required, property_slug: field.property_slug };
}

function mapAt(groups: readonly FormGroup[], path: GroupPath, change: (group: FormGroup) => FormGroup): FormGroup[] {
  const [head, ...rest] = path;
  return groups.map((group, index) => {
    if (index !== head) return group;
    return rest.length === 0 ? change(group) : { ...group, form_groups: mapAt(group.form_groups, rest, change) };
  });
}

/** The list that holds the group at `path` changed as a whole (to add, remove or reorder its groups). */
function mapSiblings(groups: readonly FormGroup[], parent: GroupPath, change: (list: FormGroup[]) => FormGroup[]): FormGroup[] {
  return parent.length === 0 ? change([...groups]) : mapAt(groups, parent, (group) => ({ ...group, form_groups: change(group.form_groups) }));
}

export function groupAt(groups: readonly FormGroup[], path: GroupPath): FormGroup | undefined {
  let list: readonly FormGroup[] = groups;
  let group: FormGroup | undefined;
  for (const index of path) {
    group = list[index];
    if (!group) return undefined;
    list = group.form_groups;
  }
  return group;
}

/** An item moved from one place in a list to another. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  if (from === to || from < 0 || to < 0 || from >= list.length || to >= list.length) return [...list];
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
}

export const updateGroup = (groups: readonly FormGroup[], path: GroupPath, patch: Partial<Pick<FormGroup, 'title' | 'description'>>) =>
  mapAt(groups, path, (group) => ({ ...group, ...patch }));

/** Adds a group at the end of the form (no parent) or inside a group. */
export const addGroup = (groups: readonly FormGroup[], parent: GroupPath, group: FormGroup) => mapSiblings(groups, parent, (list) => [...list, group]);

export const removeGroup = (groups: readonly FormGroup[], path: GroupPath) =>
  mapSiblings(groups, path.slice(0, -1), (list) => list.filter((_, index) => index !== path.at(-1)));

export const moveGroup = (groups: readonly FormGroup[], path: GroupPath, to: number) =>
  mapSiblings(groups, path.slice(0, -1), (list) => moveItem(list, path.at(-1)!, to));

export const addField = (groups: readonly FormGroup[], path: GroupPath, field: FormField) =>
  mapAt(groups, path, (group) => ({ ...group, form_fields: [...group.form_fields, field] }));

export const updateField = (groups: readonly FormGroup[], path: GroupPath, index: number, change: (field: FormField) => FormField) =>
  mapAt(groups, path, (group) => ({ ...group, form_fields: group.form_fields.map((field, at) => (at === index ? change(field) : field)) }));

export const removeField = (groups: readonly FormGroup[], path: GroupPath, index: number) =>
  mapAt(groups, path, (group) => ({ ...group, form_fields: group.form_fields.filter((_, at) => at !== index) }));

export const moveField = (groups: readonly FormGroup[], path: GroupPath, from: number, to: number) =>
  mapAt(groups, path, (group) => ({ ...group, form_fields: moveItem(group.form_fields, from, to) }));

/** A multi_select answer (JSON list) as its choices; anything else as no choice. */
export function choicesOf(value: string | null): string[] {
  if (!value) return [];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed.filter((item): item is string => typeof item === 'string') : [value];
  } catch {
    return [value];
  }
}
