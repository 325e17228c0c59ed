import type { StudioForm, StudioSubmission } from '@tessera/core/api/studio-forms';
import type { FormField } from '@tessera/core/entities/form';
import { demoApp } from '../../../test/fixtures';

export const formId = '3b0c7a52-8a4e-4f7e-9a77-2f7c1f0f6a10';
export const formsApi = `/api/studio/apps/${demoApp.id}/forms`;
export const formApi = `${formsApi}/${formId}`;

export const field = (overrides: Partial<FormField> & Pick<FormField, 'id' | 'label' | 'field_type' | 'value_type'>): FormField => ({
  default_value: null,
  is_required: false,
  correct_answer: null,
  options: [],
  min_value: null,
  max_value: null,
  property_slug: null,
  ...overrides,
});

export const checkIn: StudioForm = {
  id: formId,
  title: 'Weekly Check-in',
  trigger: null,
  is_auto_generated: false,
  show_intro_screen: false,
  intro_heading: null,
  intro_description: null,
  included_items: [],
  page_id: null,
  submission_count: 2,
  revision: 4,
  updated_at: '2026-03-01T10:00:00.000Z',
  form_groups: [
    {
      id: 'g_week',
      uid: 'g_week',
      title: 'Your week',
      description: null,
      form_groups: [],
      form_fields: [
        field({ id: 'f_weight', label: 'Weight', field_type: 'number', value_type: 'number', min_value: 30, max_value: 300 }),
        field({ id: 'f_notes', label: 'Notes', field_type: 'long_answer', value_type: 'text' }),
      ],
    },
  ],
};

export const submission = (index: number, overrides: Partial<StudioSubmission> = {}): StudioSubmission => ({
  submission_id: `5c1d2e3f-0000-4000-8000-00000000000${index}`,
  subscriber_uuid: `sub-${index}`,
  subscriber_name: null,
  form_id: formId,
  form_title: 'Weekly Check-in',
  page_id: null,
  capture_status: 'saved',
  submitted_at: '2026-03-02T08:00:00.000Z',
  updated_at: null,
  quiz: null,
  member: { id: `member-${index}`, name: `Person ${index}`, email: `person${index}@demo.test` },
  history: [],
  submitted_values: [
    { form_field_id: 'f_weight', value: '81.5', image: null, field_type: 'number', value_type: 'number', label: 'Weight', is_correct: null, correct_answer: null },
    { form_field_id: 'f_photo', value: 'upload-1', image: 'https://cdn.test/photo.jpg', field_type: 'image_upload', value_type: 'image', label: 'Progress photo', is_correct: null, correct_answer: null },
  ],
  ...overrides,
});
