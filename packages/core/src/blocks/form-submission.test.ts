import { describe, expect, it } from 'vitest';
import { maxLength } from '../messages';
import { formSubmissionSchema } from './form-submission';

describe('formSubmissionSchema', () => {
  it('fills every field with its default', () => {
    expect(formSubmissionSchema.parse({})).toEqual({ title: '', form_id: null, show_community: false, background_color: null, schedule: null });
  });

  it('keeps the chosen form', () => {
    expect(formSubmissionSchema.parse({ form_id: 'intake', title: 'Your answers' })).toMatchObject({ form_id: 'intake', title: 'Your answers' });
  });

  it('asks for a form rather than storing an empty id', () => {
    expect(formSubmissionSchema.safeParse({ form_id: '  ' }).error?.issues[0]).toMatchObject({ path: ['form_id'], message: 'Choose a form' });
  });

  it('limits the title and the id', () => {
    expect(formSubmissionSchema.safeParse({ title: 'x'.repeat(201) }).error?.issues[0]).toMatchObject({ path: ['title'], message: maxLength(200) });
    expect(formSubmissionSchema.safeParse({ form_id: 'x'.repeat(65) }).error?.issues[0]).toMatchObject({ path: ['form_id'], message: maxLength(64) });
  });
});
