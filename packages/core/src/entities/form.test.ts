import { describe, expect, it } from 'vitest';
import { formSchema, formFieldTypes, submissionSchema, VALUE_TYPE_BY_FIELD_TYPE } from './form';

describe('formSchema', () => {
  it('parses a form with nested groups', () => {
    const form = formSchema.parse({
      id: 'form_1',
      title: 'Welcome survey',
      trigger: 'auth_signed_up',
      show_intro_screen: true,
      intro_heading: 'Tell us about you',
      form_groups: [
        {
          id: 'g1',
          uid: 'g1-uid',
          title: 'Basics',
          form_fields: [
            {
              id: 'f1',
              field_type: 'short_answer',
              value_type: 'text',
              label: 'Goal',
              is_required: true,
            },
            {
              id: 'f2',
              field_type: 'multi_select',
              value_type: 'list',
              label: 'Days',
              options: ['Mon', 'Wed'],
            },
          ],
          form_groups: [
            {
              id: 'g2',
              uid: 'g2-uid',
              form_fields: [
                {
                  id: 'f3',
                  field_type: 'number',
                  value_type: 'number',
                  label: 'Rounds Achieved',
                  correct_answer: '3',
                },
              ],
            },
          ],
        },
      ],
      included_items: [{ type: 'page', id: 'page_1' }],
    });
    const nested = form.form_groups[0]?.form_groups[0];
    expect(nested?.form_fields[0]?.correct_answer).toBe('3');
    expect(nested?.form_groups).toEqual([]);
    expect(form.form_groups[0]?.form_fields[1]?.options).toEqual(['Mon', 'Wed']);
  });

  it('checks fields inside nested groups', () => {
    const bad = {
      id: 'form_1',
      title: 'x',
      form_groups: [
        {
          id: 'g1',
          uid: 'u',
          form_groups: [
            {
              id: 'g2',
              uid: 'u2',
              form_fields: [{ id: 'f', field_type: 'rating', value_type: 'number', label: 'x' }],
            },
          ],
        },
      ],
    };
    expect(formSchema.safeParse(bad).success).toBe(false);
  });

  it('maps every field type to a value type', () => {
    for (const type of formFieldTypes) expect(VALUE_TYPE_BY_FIELD_TYPE[type]).toBeDefined();
    expect(VALUE_TYPE_BY_FIELD_TYPE.acceptance).toBe('boolean');
  });
});

describe('submissionSchema', () => {
  it('parses a submission and its values', () => {
    const submission = submissionSchema.parse({
      submission_id: 'sub_1',
      subscriber_uuid: 'uuid-1',
      form_id: 'form_1',
      submitted_at: '2026-03-01T10:00:00Z',
      submitted_values: [
        {
          form_field_id: 'f1',
          value: 'Get stronger',
          field_type: 'short_answer',
          value_type: 'text',
          label: 'Goal',
        },
        {
          form_field_id: 'f4',
          value: null,
          image: '/u/progress.webp',
          field_type: 'image_upload',
          value_type: 'image',
          label: 'Photo',
        },
      ],
    });
    expect(submission.capture_status).toBe('saved');
    expect(submission.submitted_values[1]?.image).toBe('/u/progress.webp');
    expect(submissionSchema.safeParse({ ...submission, capture_status: 'lost' }).success).toBe(
      false,
    );
  });
});
