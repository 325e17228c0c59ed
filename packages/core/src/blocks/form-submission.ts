import { z } from 'zod';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

/**
 * What the signed-in member has answered on one form. Until forms exist (their own issue) the
 * block shows its empty state; `form_id` is kept so nothing has to be re-entered then.
 */
export const formSubmissionSchema = blockSchema({
  title: z.string().trim().max(200, maxLength(200)).default(''),
  form_id: z.string().trim().min(1, 'Choose a form').max(64, maxLength(64)).nullable().default(null),
});
export type FormSubmissionProps = z.infer<typeof formSubmissionSchema>;
