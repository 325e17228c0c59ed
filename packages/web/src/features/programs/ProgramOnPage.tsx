import type { ReactNode } from 'react';
import { ProgramProgress } from './ProgramProgress';
import { useProgramOfPage } from './program-queries';

/**
 * The program a program page shows, with the member's progress; until it loads, or when the owner
 * made no program for this page (or it cannot be read), the page's own list of steps (`fallback`).
 */
export function ProgramOnPage({ pageId, fallback }: { pageId: string; fallback: ReactNode }) {
  const query = useProgramOfPage(pageId);
  if (!query.data) return fallback;
  return <ProgramProgress program={query.data} />;
}
