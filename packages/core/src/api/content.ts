import { z } from 'zod';
import { defineContract } from '../contract';
import { myContentSchema } from '../entities/my-content';

/** SPEC §7 Account: `GET /my-content`, what the member follows, started and saved. */
export const myContentContract = defineContract({
  method: 'GET',
  path: '/my-content',
  summary: "The signed-in member's content: programs and packs started, pages subscribed to, bookmarks, recent pages",
  tags: ['content'],
  response: myContentSchema,
});
