/**
 * The zod-free values of pages (`page.ts` re-exports them beside its schemas), so the member app's
 * startup code can check a path or a colour name without loading zod.
 */

/** SPEC §1: the kinds of page an owner publishes. Stored and sent as these literals. */
export const pageContentTypes = [
  'generic',
  'program',
  'workout',
  'meal',
  'article',
  'exercise',
  'stream',
  'collection',
  'event_occurrence',
  'pack',
  'form',
] as const;

export const colorModes = ['light', 'dark'] as const;

/** SPEC §3 Block colours, also the allowed page background colours. */
export const blockColors = [
  'white',
  'light_grey',
  'grey',
  'black',
  'primary',
  'secondary',
  'secondary_2',
  'secondary_3',
  'dark',
  'light',
] as const;

export function isBlockColor(value: unknown): value is (typeof blockColors)[number] {
  return typeof value === 'string' && (blockColors as readonly string[]).includes(value);
}

/** Page paths: `/` or `/segment/segment`, lower-case slugs. */
export const PAGE_PATH_PATTERN = /^\/([a-z0-9]+(?:-[a-z0-9]+)*(\/[a-z0-9]+(?:-[a-z0-9]+)*)*)?$/;
export const PAGE_PATH_MAX_LENGTH = 512;

export function isPagePath(value: string): boolean {
  return value.length <= PAGE_PATH_MAX_LENGTH && PAGE_PATH_PATTERN.test(value);
}

/** Built-in attribute slugs; slugs starting `member.` take member data. */
export const BUILT_IN_ATTRIBUTES = ['page.title', 'member.first_name'] as const;
export const MEMBER_ATTRIBUTE_PREFIX = 'member.';
