import { z } from 'zod';
import { defineContract } from '../contract';
import { AT_LEAST_ONE_CHANNEL, FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * Owner blasts (issue 16): a push and/or email to every member of an app or to a segment (members
 * with an active product, or with a subscriber property value). Members who turned off
 * `receive_blast_notifications` are skipped (and counted). Delivery runs on jobs; the report
 * counts per channel what was sent, failed, skipped and is still pending.
 */
const tags = ['studio'];
const blastParams = studioAppParams.extend({ blastId: z.uuid('Invalid blast id') });

export const BLAST_LIMITS = { titleLength: 120, bodyLength: 1000 } as const;

export const blastSegmentSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('all') }),
  z.object({ kind: z.literal('product'), product_id: z.string().min(1, FIELD_REQUIRED).max(64, maxLength(64)) }),
  z.object({
    kind: z.literal('property'),
    slug: z.string().trim().min(1, FIELD_REQUIRED).max(64, maxLength(64)),
    /** Members whose property equals this value (case-insensitive); null: any non-empty value. */
    value: z.string().max(500, maxLength(500)).nullable(),
  }),
]);
export type BlastSegment = z.infer<typeof blastSegmentSchema>;

export const blastChannelsSchema = z
  .object({ push: z.boolean(), email: z.boolean() })
  .refine((channels) => channels.push || channels.email, { message: AT_LEAST_ONE_CHANNEL });

export const blastInputSchema = z.object({
  title: z.string().trim().min(1, FIELD_REQUIRED).max(BLAST_LIMITS.titleLength, maxLength(BLAST_LIMITS.titleLength)),
  body: z.string().trim().min(1, FIELD_REQUIRED).max(BLAST_LIMITS.bodyLength, maxLength(BLAST_LIMITS.bodyLength)),
  /** An app path a tap or the email's button opens, e.g. `/programs`; null: the home page. */
  url: z
    .string()
    .max(500, maxLength(500))
    // One leading slash only: `//host` would leave the app.
    .regex(/^\/(?!\/)[^\s\\]*$/, 'Must be a path starting with /')
    .nullable()
    .default(null),
  channels: blastChannelsSchema,
  segment: blastSegmentSchema,
});
export type BlastInput = z.input<typeof blastInputSchema>;

const channelReportSchema = z.object({
  sent: z.number().int(),
  failed: z.number().int(),
  pending: z.number().int(),
});

export const blastReportSchema = z.object({
  /** Members in the segment when the blast was sent. */
  recipients: z.number().int(),
  /** Members skipped because they turned blasts off. */
  opted_out: z.number().int(),
  /** Members who had no enabled device (push) — counted once per member. */
  no_device: z.number().int(),
  push: channelReportSchema,
  email: channelReportSchema,
});
export type BlastReport = z.infer<typeof blastReportSchema>;

export const blastSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  url: z.string().nullable(),
  channels: z.object({ push: z.boolean(), email: z.boolean() }),
  segment: blastSegmentSchema,
  /** queued → sending → sent. */
  status: z.enum(['queued', 'sending', 'sent']),
  created_at: z.string(),
  completed_at: z.string().nullable(),
  report: blastReportSchema,
});
export type Blast = z.infer<typeof blastSchema>;

export const studioBlastsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/blasts',
  summary: 'The blasts of an app, newest first, each with its delivery report',
  tags,
  params: studioAppParams,
  response: z.object({ blasts: z.array(blastSchema) }),
});

export const createBlastContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/blasts',
  summary: 'Send a push and/or email to all members or a segment (delivered by jobs)',
  tags,
  params: studioAppParams,
  body: blastInputSchema,
  response: z.object({ blast: blastSchema }),
  successStatus: 201,
});

export const studioBlastContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/blasts/:blastId',
  summary: 'One blast with its delivery report',
  tags,
  params: blastParams,
  response: z.object({ blast: blastSchema }),
});

/** How many members a segment reaches now, and how many of them accept blasts (before sending). */
export const blastAudienceContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/blasts/audience',
  summary: 'Count the members a segment reaches and how many accept blasts',
  tags,
  params: studioAppParams,
  body: z.object({ segment: blastSegmentSchema }),
  response: z.object({ members: z.number().int(), accepting: z.number().int() }),
});
