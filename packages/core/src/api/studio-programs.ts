import { z } from 'zod';
import { defineContract } from '../contract';
import { PROGRAM_LIMITS, programSchema } from '../entities/program';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's program calls: a program is shown by a page of the program template and follows
 * ordered stages, each shown by a page of the same app. Stages are attached, reordered and removed
 * by saving them in their new order; a stage saved with its id keeps members' completions of it.
 * Live at once (no draft). Another app's program or page answers 404 like a missing one.
 */
const tags = ['studio'];
const programParams = studioAppParams.extend({ programId: z.uuid('Invalid program id') });
const titleField = z
  .string({ error: FIELD_REQUIRED })
  .trim()
  .min(1, FIELD_REQUIRED)
  .max(PROGRAM_LIMITS.titleLength, maxLength(PROGRAM_LIMITS.titleLength));

export const stageInputSchema = z.object({
  id: z.uuid('Invalid stage id').optional(),
  title: titleField,
  page_id: z.uuid('Invalid page id'),
  /** Drip: days after the member's start day that the stage opens; null or absent opens it at once. */
  drip_days: z.number().int().min(0).max(PROGRAM_LIMITS.maxDripDays).nullable().optional(),
});
export type StageInput = z.infer<typeof stageInputSchema>;

const programParts = {
  title: titleField,
  page_id: z.uuid('Invalid page id'),
  stages: z.array(stageInputSchema).max(PROGRAM_LIMITS.stages),
};
export const programInputSchema = z.object(programParts);
export type ProgramInput = z.infer<typeof programInputSchema>;
export type ProgramChange = Partial<ProgramInput>;

export const studioProgramSchema = programSchema.extend({ subscriber_count: z.number().int() });
export type StudioProgram = z.infer<typeof studioProgramSchema>;

export const studioProgramsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/programs',
  summary: "The app's programs with their stages",
  tags,
  params: studioAppParams,
  response: z.object({ programs: z.array(studioProgramSchema) }),
});

export const createProgramContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/programs',
  summary: 'Create a program on a program page, with its stages in order',
  tags,
  params: studioAppParams,
  body: programInputSchema,
  successStatus: 201,
  response: z.object({ program: studioProgramSchema }),
});

export const studioProgramContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/programs/:programId',
  summary: 'One program with its stages',
  tags,
  params: programParams,
  response: z.object({ program: studioProgramSchema }),
});

export const updateProgramContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/programs/:programId',
  summary:
    'Change a program: title, page, stages (attach pages, reorder, remove by saving the new list)',
  tags,
  params: programParams,
  body: z.object(programParts).partial(),
  response: z.object({ program: studioProgramSchema }),
});

export const deleteProgramContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/programs/:programId',
  summary: 'Delete a program, its stages and its subscriptions',
  tags,
  params: programParams,
  response: z.object({ deleted_id: z.string() }),
});
