import { z } from 'zod';
import { localeSchema } from './app';

/**
 * SPEC §3 localisation statuses. `default` is the content's own language, `published` a
 * translation members see, `draft` a translation only the studio sees.
 */
export const localisationStatuses = ['default', 'published', 'draft'] as const;
export const localisationStatusSchema = z.enum(localisationStatuses);
export type LocalisationStatus = z.infer<typeof localisationStatusSchema>;

/** What a member-facing localisation carries: drafts never leave the studio. */
export const memberLocalisationStatuses = ['default', 'published'] as const;

/** SPEC §3 Localisation: the locale a member reads content in, and whether it is a translation. */
export const localisationSchema = z.object({
  locale: localeSchema,
  status: z.enum(memberLocalisationStatuses),
});
export type Localisation = z.infer<typeof localisationSchema>;
