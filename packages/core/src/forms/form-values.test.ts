import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formSchema, VALUE_TYPE_BY_FIELD_TYPE, type Form, type FormField } from '../entities/form';
import { formDocumentProblems } from './form-document';
import {
  answerToText,
  checkValues,
  fieldsOf,
  initialValues,
  isCorrectAnswer,
  parseList,
  quizScoreOf,
  stepsOf,
  toSubmittedValues,
} from './form-values';

const field = (id: string, field_type: FormField['field_type'], extra: Partial<FormField> = {}) => ({
  id,
  field_type,
  value_type: VALUE_TYPE_BY_FIELD_TYPE[field_type],
  label: id,
  ...extra,
});

const form: Form = formSchema.parse({
  id: 'f',
  title: 'Check-in',
  form_groups: [
    {
      id: 'g1',
      form_fields: [
        field('terms', 'acceptance', { is_required: true }),
        field('name', 'short_answer'),
        field('rounds', 'number', { label: 'Rounds Achieved', is_required: true }),
      ],
      form_groups: [{ id: 'g1a', form_fields: [field('days', 'multi_select', { options: ['Mon', 'Wed', 'Fri'] })] }],
    },
    {
      id: 'g2',
      form_fields: [
        field('energy', 'number', { min_value: 1, max_value: 10 }),
        field('when', 'date'),
        field('notes', 'long_answer'),
        field('photo', 'image_upload'),
      ],
    },
  ],
});

describe('SPEC §5 starting values', () => {
  it('starts an unset acceptance empty and a required Rounds Achieved at 1', () => {
    expect(initialValues(form)).toMatchObject({ terms: '', rounds: '1', energy: '', days: '' });
  });

  it('keeps an owner default over the rules', () => {
    const withDefault = formSchema.parse({ id: 'f', title: 't', form_groups: [{ id: 'g', form_fields: [field('r', 'number', { label: 'Rounds Achieved', is_required: true, default_value: '3' })] }] });
    expect(initialValues(withDefault)).toEqual({ r: '3' });
  });

  it('does not default an optional Rounds Achieved', () => {
    const optional = formSchema.parse({ id: 'f', title: 't', form_groups: [{ id: 'g', form_fields: [field('r', 'number', { label: 'Rounds Achieved' })] }] });
    expect(initialValues(optional)).toEqual({ r: '' });
  });

  it('walks nested groups in order and makes one step per group with fields', () => {
    expect(fieldsOf(form).map((f) => f.id)).toEqual(['terms', 'name', 'rounds', 'days', 'energy', 'when', 'notes', 'photo']);
    expect(stepsOf(form).map((g) => g.id)).toEqual(['g1', 'g1a', 'g2']);
  });
});

describe('SPEC §5 values as text', () => {
  it('sends every field, numbers as strings', () => {
    const sent = toSubmittedValues(form, { rounds: 4, energy: 7.5, terms: true, days: ['Mon', 'Fri'] });
    expect(sent).toHaveLength(8);
    expect(Object.fromEntries(sent.map((v) => [v.form_field_id, v.value]))).toMatchObject({ rounds: '4', energy: '7.5', terms: 'true', days: '["Mon","Fri"]', name: '', photo: '' });
  });

  it('sends an unticked acceptance as empty', () => {
    expect(answerToText(fieldsOf(form)[0]!, false)).toBe('');
  });
});

describe('checkValues', () => {
  const valid = () => toSubmittedValues(form, { terms: true, rounds: 2 });

  it('accepts a complete, valid set', () => {
    expect(checkValues(form, valid())).toEqual([]);
  });

  it('names an unknown field, a missing required field, a wrong type, an option not offered, a number out of bounds', () => {
    const values = valid()
      .filter((v) => v.form_field_id !== 'terms')
      .map((v) => (v.form_field_id === 'days' ? { ...v, value: '["Sun"]' } : v.form_field_id === 'energy' ? { ...v, value: '11' } : v.form_field_id === 'rounds' ? { ...v, value: 'many' } : v));
    expect(checkValues(form, [...values, { form_field_id: 'ghost', value: 'x' }, { form_field_id: 'when', value: '2025-02-30' }])).toEqual([
      { form_field_id: 'ghost', code: 'unknown_field' },
      { form_field_id: 'when', code: 'invalid' },
      { form_field_id: 'terms', code: 'required' },
      { form_field_id: 'rounds', code: 'not_a_number' },
      { form_field_id: 'days', code: 'not_an_option' },
      { form_field_id: 'energy', code: 'value_between', params: { min: 1, max: 10 } },
    ]);
  });

  it('refuses an image value that is not an upload id and a date that does not exist', () => {
    const values = valid().map((v) => (v.form_field_id === 'photo' ? { ...v, value: '../etc/passwd' } : v.form_field_id === 'when' ? { ...v, value: '2025-02-30' } : v));
    expect(checkValues(form, values).map((p) => [p.form_field_id, p.code])).toEqual([
      ['when', 'invalid_date'],
      ['photo', 'unknown_upload'],
    ]);
  });
});

describe('quiz-like fields', () => {
  const quiz = formSchema.parse({
    id: 'q',
    title: 'Quiz',
    form_groups: [
      {
        id: 'g',
        form_fields: [
          field('capital', 'short_answer', { correct_answer: 'Oslo' }),
          field('sets', 'number', { correct_answer: '3' }),
          field('muscles', 'multi_select', { options: ['Quads', 'Glutes', 'Biceps'], correct_answer: '["Quads","Glutes"]' }),
          field('plain', 'short_answer'),
        ],
      },
    ],
  });

  it('scores answers case- and space-insensitively, numbers by value, choices as sets', () => {
    const values = toSubmittedValues(quiz, { capital: ' oslo ', sets: '3.0', muscles: ['Glutes', 'Quads'], plain: 'x' });
    expect(quizScoreOf(quiz, values)).toEqual({ correct: 3, total: 3 });
    const fields = fieldsOf(quiz);
    expect(isCorrectAnswer(fields[0]!, 'Bergen')).toBe(false);
    expect(isCorrectAnswer(fields[3]!, 'x')).toBeNull();
  });

  it('has no score for a form without a quiz-like field', () => {
    expect(quizScoreOf(form, [])).toBeNull();
  });
});

describe('formDocumentProblems', () => {
  it('names repeated ids, a value type that does not follow, a multi_select without options, bounds out of order and a bad quiz answer', () => {
    const groups = formSchema.parse({
      id: 'x',
      title: 'x',
      form_groups: [
        {
          id: 'g',
          form_fields: [
            field('a', 'short_answer'),
            { ...field('a', 'number'), value_type: 'text' },
            field('m', 'multi_select'),
            field('n', 'number', { min_value: 5, max_value: 1, correct_answer: 'five' }),
          ],
        },
      ],
    }).form_groups;
    expect(formDocumentProblems(groups).map((p) => [p.field, p.code])).toEqual([
      ['body.form_groups.0.form_fields.1.id', 'invalid'],
      ['body.form_groups.0.form_fields.1.value_type', 'invalid'],
      ['body.form_groups.0.form_fields.2.options', 'required'],
      ['body.form_groups.0.form_fields.3.max_value', 'value_between'],
      ['body.form_groups.0.form_fields.3.correct_answer', 'not_a_number'],
    ]);
  });

  it('accepts the example form', () => {
    expect(formDocumentProblems(form.form_groups)).toEqual([]);
  });
});

/** Any valid answer for a field, as a control would hold it. */
function answerFor(f: FormField): fc.Arbitrary<unknown> {
  switch (f.field_type) {
    case 'acceptance':
      return f.is_required ? fc.constant(true) : fc.boolean();
    case 'short_answer':
      return fc.string({ minLength: f.is_required ? 1 : 0, maxLength: 50 }).filter((s) => !f.is_required || s.trim() !== '');
    case 'long_answer':
      return fc.string({ maxLength: 300 });
    case 'multi_select':
      return fc.subarray(f.options);
    case 'number':
      return fc.integer({ min: f.min_value ?? -1000, max: f.max_value ?? 1000 });
    case 'date':
      return fc.date({ min: new Date('1970-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    case 'image_upload':
      return fc.option(fc.uuid(), { nil: null });
  }
}

describe('round trip (fast-check)', () => {
  it('any valid answer set is accepted and reads back unchanged', () => {
    const fields = fieldsOf(form);
    fc.assert(
      fc.property(fc.tuple(...fields.map(answerFor)), (answers) => {
        const byId = Object.fromEntries(fields.map((f, i) => [f.id, answers[i]])) as Record<string, never>;
        const sent = toSubmittedValues(form, byId);
        expect(checkValues(form, sent)).toEqual([]);
        // Reading the text back gives the answer the member gave.
        for (const [i, f] of fields.entries()) {
          const text = sent[i]!.value;
          const answer = answers[i];
          if (f.field_type === 'multi_select') expect(parseList(text)).toEqual(answer);
          else if (f.field_type === 'number') expect(Number(text)).toBe(answer);
          else if (f.field_type === 'acceptance') expect(text === 'true').toBe(answer);
          else expect(text).toBe(answer ?? '');
        }
      }),
    );
  });
});
