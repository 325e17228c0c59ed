/* Zod-free, so the member app's startup code (member.* attributes) can use the form rules. */

/** Bounds of a form's parts: enough for any real questionnaire, small enough that one save stays small. */
export const FORM_LIMITS = {
  idLength: 64,
  titleLength: 200,
  labelLength: 500,
  descriptionLength: 2000,
  optionLength: 200,
  options: 50,
  fields: 200,
  groups: 50,
  depth: 3,
  shortAnswerLength: 500,
  longAnswerLength: 10_000,
} as const;
