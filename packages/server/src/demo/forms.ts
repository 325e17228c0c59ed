import type { FormInput } from '@tessera/core/api/studio-forms';
import { VALUE_TYPE_BY_FIELD_TYPE, type FormFieldType } from '@tessera/core/entities/form';

/**
 * The demo's forms (issue #12): the Weekly Check-in on its form page, an intake form shown right
 * after sign-up, and a three-question quiz that ends the second lesson of Strength Foundations.
 * Written as the studio would save them; the seed test checks them with the studio's rules.
 */
type FieldInput = NonNullable<FormInput['form_groups']>[number]['form_fields'];
const field = (id: string, field_type: FormFieldType, label: string, extra: Record<string, unknown> = {}) =>
  ({
    id,
    field_type,
    value_type: VALUE_TYPE_BY_FIELD_TYPE[field_type],
    label,
    ...extra,
  }) as NonNullable<FieldInput>[number];

export const CHECK_IN_FORM: FormInput = {
  title: 'Weekly Check-in',
  form_groups: [
    {
      id: 'week',
      title: 'Your week',
      description: 'Weigh in at the same time of day each week.',
      form_fields: [
        field('weight', 'number', 'Weight (kg)', { is_required: true, min_value: 30, max_value: 300, property_slug: 'weight_kg' }),
        field('energy', 'number', 'Energy (1–10)', { is_required: true, min_value: 1, max_value: 10 }),
      ],
    },
    {
      id: 'progress',
      title: 'Progress',
      form_fields: [field('photo', 'image_upload', 'Progress photo'), field('notes', 'long_answer', 'Notes for your coach')],
    },
  ],
};

export const INTAKE_FORM: FormInput = {
  title: 'Welcome to Peak',
  trigger: 'auth_signed_up',
  show_intro_screen: true,
  intro_heading: 'Welcome! Three quick questions',
  intro_description: 'Your answers help your coach pick the right plan for you. It takes a minute.',
  form_groups: [
    {
      id: 'about',
      title: 'About you',
      form_fields: [
        field('goals', 'multi_select', 'What are your goals?', { is_required: true, options: ['Build strength', 'Lose weight', 'Move better', 'Feel less stressed'] }),
        field('days', 'number', 'Training days per week', { is_required: true, min_value: 1, max_value: 7, property_slug: 'training_days' }),
        field('healthy', 'acceptance', 'I have no injury that stops me from training', { is_required: true }),
      ],
    },
  ],
};

export const QUIZ_FORM: FormInput = {
  title: 'Week 2 quiz',
  show_intro_screen: true,
  intro_heading: 'Three questions on this week',
  intro_description: 'See how much stuck. You will see the right answers when you send it.',
  form_groups: [
    {
      id: 'quiz',
      title: 'Week 2 quiz',
      form_fields: [
        field('hinge', 'multi_select', 'Which movement is a hinge?', { is_required: true, options: ['Goblet squat', 'Romanian deadlift', 'Push-up'], correct_answer: '["Romanian deadlift"]' }),
        field('reserve', 'number', 'How many reps should you leave in the tank?', { is_required: true, correct_answer: '2' }),
        field('first', 'short_answer', 'Quality or load: which comes first?', { is_required: true, correct_answer: 'Quality' }),
      ],
    },
  ],
};
