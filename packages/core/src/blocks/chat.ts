import { z } from 'zod';
import { maxLength } from '../messages';
import { blockSchema } from './block-base';

/**
 * A message thread's conversation shown inside a page (SPEC §3 Message thread). Until messaging
 * exists the renderer shows a friendly empty state; the stored props are already what it will need.
 */
export const chatSchema = blockSchema({
  thread_id: z
    .string()
    .trim()
    .min(1, 'Choose a conversation')
    .max(64, maxLength(64))
    .nullable()
    .default(null),
  title: z.string().max(200, maxLength(200)).default(''),
});
export type ChatProps = z.infer<typeof chatSchema>;
