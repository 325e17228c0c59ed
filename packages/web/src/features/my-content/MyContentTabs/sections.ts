/** The shelves of My content (SPEC §2); the schedule is its own screen (features/schedule) beside them. */
export const myContentSections = ['saved', 'programs', 'packs', 'submissions', 'activity'] as const;
export type Section = (typeof myContentSections)[number];
