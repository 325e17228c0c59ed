import { ISO_DATE_PATTERN } from '../constants';
import type { FieldCode } from '../error-catalogue';
import type { Form, FormField, FormGroup, QuizScore } from '../entities/form';
import { FORM_LIMITS } from './form-limits';
import { parseList } from './list-value';

export { parseList };

/**
 * SPEC §5 Forms, in one place for the member app (before sending) and the server (before
 * storing): a submission sends every field of the form with its value as text, an unset
 * acceptance field starts empty, a required field labelled 'Rounds Achieved' starts at 1, and a
 * field with a correct_answer is quiz-like. Zod-free, so the member app's form screen stays light.
 *
 * Values as text, by field type:
 * - acceptance: `'true'` when accepted, `''` when not;
 * - short_answer, long_answer: the text;
 * - multi_select: a JSON array of the chosen options (`'["Mon","Wed"]'`), `''` for none;
 * - image_upload: the id of the member's upload (`POST /forms/{id}/uploads`), `''` for none;
 * - number: the number written out (`String(7.5)`), `''` for none;
 * - date: YYYY-MM-DD, `''` for none.
 */

export const ROUNDS_ACHIEVED_LABEL = 'Rounds Achieved';
export const ACCEPTED = 'true';

/** Every field of a form, group by group, depth first, in the order the member meets them. */
export function fieldsOf(form: Pick<Form, 'form_groups'>): FormField[] {
  const walk = (groups: readonly FormGroup[]): FormField[] => groups.flatMap((group) => [...group.form_fields, ...walk(group.form_groups)]);
  return walk(form.form_groups);
}

/** The steps of the member's form: one per group with fields (nested groups follow their parent). */
export function stepsOf(form: Pick<Form, 'form_groups'>): FormGroup[] {
  const walk = (groups: readonly FormGroup[]): FormGroup[] =>
    groups.flatMap((group) => [...(group.form_fields.length > 0 ? [group] : []), ...walk(group.form_groups)]);
  return walk(form.form_groups);
}

const isRoundsAchieved = (field: FormField) => field.is_required && field.label.trim().toLowerCase() === ROUNDS_ACHIEVED_LABEL.toLowerCase();

/** What a field holds before the member touches it (SPEC §5). */
export function initialValueOf(field: FormField): string {
  if (field.default_value !== null && field.default_value !== '') return field.default_value;
  if (field.field_type === 'acceptance') return '';
  if (field.field_type === 'number' && isRoundsAchieved(field)) return '1';
  return '';
}

/** Every field's starting value, by field id. */
export function initialValues(form: Pick<Form, 'form_groups'>): Record<string, string> {
  return Object.fromEntries(fieldsOf(form).map((field) => [field.id, initialValueOf(field)]));
}

/** A value as the member app holds it in a control, before it becomes text. */
export type AnswerInput = string | number | boolean | readonly string[] | null | undefined;

/** One answer as text (SPEC §5: numbers converted to strings). */
export function answerToText(field: FormField, answer: AnswerInput): string {
  if (answer === null || answer === undefined) return '';
  switch (field.field_type) {
    case 'acceptance':
      return answer === true || answer === ACCEPTED ? ACCEPTED : '';
    case 'multi_select': {
      const list = Array.isArray(answer) ? answer : typeof answer === 'string' ? parseList(answer) : [];
      return list && list.length > 0 ? JSON.stringify(list) : '';
    }
    case 'number':
      return typeof answer === 'number' ? (Number.isFinite(answer) ? String(answer) : '') : String(answer).trim();
    default:
      return typeof answer === 'string' ? answer : String(answer);
  }
}

/** A number field's text as a number; null when it is not one. */
export function parseNumber(value: string): number | null {
  if (!/^-?\d+(\.\d+)?$/.test(value.trim())) return null;
  const number = Number(value);
  return Number.isFinite(number) ? number : null;
}

const isRealDate = (value: string) => {
  if (!ISO_DATE_PATTERN.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The values a submission sends: every field of the form, in order, as text. */
export function toSubmittedValues(form: Pick<Form, 'form_groups'>, answers: Record<string, AnswerInput>): { form_field_id: string; value: string }[] {
  return fieldsOf(form).map((field) => ({ form_field_id: field.id, value: answerToText(field, answers[field.id]) }));
}

/** One problem with one field's value: the field id it concerns, a catalogue code and its params. */
export type ValueProblem = { form_field_id: string; code: FieldCode; params?: Record<string, string | number> };

/** What is wrong with one field's value; null when nothing is. `''` is an unanswered field. */
export function problemOf(field: FormField, value: string): Omit<ValueProblem, 'form_field_id'> | null {
  const isEmpty = value.trim() === '';
  if (isEmpty) return field.is_required ? { code: 'required' } : null;
  switch (field.field_type) {
    case 'acceptance':
      return value === ACCEPTED ? null : { code: 'invalid' };
    case 'short_answer':
      return value.length > FORM_LIMITS.shortAnswerLength ? { code: 'too_long', params: { max: FORM_LIMITS.shortAnswerLength } } : null;
    case 'long_answer':
      return value.length > FORM_LIMITS.longAnswerLength ? { code: 'too_long', params: { max: FORM_LIMITS.longAnswerLength } } : null;
    case 'multi_select': {
      const list = parseList(value);
      if (!list || list.some((choice) => !field.options.includes(choice)) || new Set(list).size !== list.length) return { code: 'not_an_option' };
      return field.is_required && list.length === 0 ? { code: 'required' } : null;
    }
    case 'number': {
      const number = parseNumber(value);
      if (number === null) return { code: 'not_a_number' };
      const min = field.min_value ?? -Number.MAX_SAFE_INTEGER;
      const max = field.max_value ?? Number.MAX_SAFE_INTEGER;
      if (number < min || number > max) {
        return { code: 'value_between', params: { min: field.min_value ?? min, max: field.max_value ?? max } };
      }
      return null;
    }
    case 'date':
      return isRealDate(value) ? null : { code: 'invalid_date' };
    case 'image_upload':
      // The id of an upload; whether it is the member's is the server's to say.
      return /^[0-9a-f-]{36}$/i.test(value) ? null : { code: 'unknown_upload' };
  }
}

/**
 * Everything wrong with a set of values for a form: unknown or repeated field ids, and each
 * field's own problem. A field left out counts as unanswered (`''`). Empty when all is well.
 */
export function checkValues(form: Pick<Form, 'form_groups'>, values: readonly { form_field_id: string; value: string | null }[]): ValueProblem[] {
  const fields = new Map(fieldsOf(form).map((field) => [field.id, field]));
  const problems: ValueProblem[] = [];
  const seen = new Set<string>();
  for (const { form_field_id } of values) {
    if (!fields.has(form_field_id)) problems.push({ form_field_id, code: 'unknown_field' });
    else if (seen.has(form_field_id)) problems.push({ form_field_id, code: 'invalid' });
    seen.add(form_field_id);
  }
  const byId = new Map(values.map((entry) => [entry.form_field_id, entry.value ?? '']));
  for (const field of fields.values()) {
    if (problems.some((problem) => problem.form_field_id === field.id)) continue;
    const problem = problemOf(field, byId.get(field.id) ?? '');
    if (problem) problems.push({ form_field_id: field.id, ...problem });
  }
  return problems;
}

/** SPEC §5: a field with a correct_answer is quiz-like. */
export const isQuizLike = (field: FormField): boolean => field.correct_answer !== null && field.correct_answer.trim() !== '';

const normalise = (text: string) => text.trim().toLocaleLowerCase();

/** Whether an answer matches a quiz-like field's correct answer; null for other fields. */
export function isCorrectAnswer(field: FormField, value: string): boolean | null {
  if (!isQuizLike(field)) return null;
  const correct = field.correct_answer!;
  switch (field.field_type) {
    case 'number': {
      const [given, expected] = [parseNumber(value), parseNumber(correct)];
      return given !== null && expected !== null && given === expected;
    }
    case 'multi_select': {
      const given = parseList(value) ?? [];
      // The correct answer of a multi_select is a JSON list too, or one option written plainly.
      const expected = parseList(correct) ?? [correct];
      return given.length === expected.length && expected.every((choice) => given.includes(choice));
    }
    case 'acceptance':
      return (value === ACCEPTED) === (normalise(correct) === ACCEPTED);
    default:
      return normalise(value) === normalise(correct);
  }
}

/** The score of a set of values: right answers out of quiz-like fields; null without any. */
export function quizScoreOf(form: Pick<Form, 'form_groups'>, values: readonly { form_field_id: string; value: string | null }[]): QuizScore | null {
  const quiz = fieldsOf(form).filter(isQuizLike);
  if (quiz.length === 0) return null;
  const byId = new Map(values.map((entry) => [entry.form_field_id, entry.value ?? '']));
  return { correct: quiz.filter((field) => isCorrectAnswer(field, byId.get(field.id) ?? '') === true).length, total: quiz.length };
}
