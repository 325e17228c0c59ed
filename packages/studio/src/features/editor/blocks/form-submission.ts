import type { BlockDefinition } from '../field-spec';

export const formSubmissionDefinition: BlockDefinition<'form_submission_block'> = {
  label: 'blocks.formSubmission.name',
  category: 'community',
  fields: {
    title: { kind: 'text', label: 'blocks.formSubmission.title' },
    form_id: { kind: 'form', label: 'blocks.formSubmission.formId' },
    // Off: each member sees only their own answers; on: every member's, newest first.
    show_community: { kind: 'toggle', label: 'blocks.formSubmission.showCommunity' },
  },
};
