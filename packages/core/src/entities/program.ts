import { z } from 'zod';

/** SPEC §3/§4 Program: an ordered list of stages, each shown by a page; the program itself by a page of the program template. */
export const PROGRAM_LIMITS = { titleLength: 200, stages: 200, maxDripDays: 3650 } as const;

export const programStageSchema = z.object({
  id: z.string(),
  title: z.string(),
  page_id: z.string(),
  path: z.string().nullable(),
  position: z.number().int(),
  /** Drip: the stage opens this many days after the member's start day; null opens it at once. */
  drip_days: z.number().int().nullable(),
});
export type ProgramStage = z.infer<typeof programStageSchema>;

export const programSchema = z.object({
  id: z.string(),
  title: z.string(),
  page_id: z.string(),
  path: z.string().nullable(),
  stages: z.array(programStageSchema),
});
export type Program = z.infer<typeof programSchema>;

/** A member's subscription to one program: when it starts, which stages are done and which is active (SPEC §4). */
export const programSubscriptionSchema = z.object({
  program_id: z.string(),
  start_date: z.string().nullable(),
  subscribed_at: z.string(),
  completed_at: z.string().nullable(),
  completed_stage_ids: z.array(z.string()),
  active_stage_id: z.string().nullable(),
  /**
   * Per stage id, when a dripped stage opens for this member (ISO instant: the start of that day in
   * their zone); null for a stage already open. Every stage of the program is listed.
   */
  stage_opens_at: z.record(z.string(), z.string().nullable()),
});
export type ProgramSubscription = z.infer<typeof programSubscriptionSchema>;
