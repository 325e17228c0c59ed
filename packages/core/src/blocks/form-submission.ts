import { z } from 'zod';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

/**
 * Submissions of one form (`GET /forms_submissions_dynamic/{blockId}`): the signed-in member's own,
 * or, when the owner sets `show_community`, every member's of the app, newest first, with the count.
 */
export const formSubmissionSchema = blockSchema({
  title: z.string().trim().max(200, maxLength(200)).default(''),
  form_id: z.string().trim().min(1, 'Choose a form').max(64, maxLength(64)).nullable().default(null),
  show_community: z.boolean().default(false),
});
export type FormSubmissionProps = z.infer<typeof formSubmissionSchema>;
