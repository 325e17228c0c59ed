import type { PageDraft } from '@tessera/core/api/studio-pages';

/** What every settings section gets: the draft, and a way to change part of it. */
export type SectionProps = { draft: PageDraft; onChange: (patch: Partial<PageDraft>) => void };
