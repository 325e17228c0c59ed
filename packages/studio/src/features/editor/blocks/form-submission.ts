import type { BlockDefinition } from '../field-spec';

export const formSubmissionDefinition: BlockDefinition<'form_submission_block'> = {
  label: 'blocks.formSubmission.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.formSubmission.title' },
    // Forms are not built yet: the form is named by its id until a form picker exists.
    form_id: { kind: 'text', label: 'blocks.formSubmission.formId', isSameInEveryLanguage: true },
  },
};
