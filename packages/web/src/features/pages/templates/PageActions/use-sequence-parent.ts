import { useQuery } from '@tanstack/react-query';
import type { PageProps } from '@tessera/core/entities/page';
import { usePageDataStore } from '../../page-data-context';
import { normalizePagePath } from '../../page-data';
import { usePageState } from '../../page-state-store';

/**
 * A page that has a sequence a member starts: marked so by its access node, a program, or any page
 * offering a Start action.
 */
export function isProgressRoot(page: Pick<PageProps, 'is_progress_root' | 'page_content_type' | 'page_actions'>): boolean {
  return page.is_progress_root || page.page_content_type === 'program' || page.page_actions.some((action) => action.action_type === 'start');
}

const parentPathOf = (path: string) => normalizePagePath(path.slice(0, path.lastIndexOf('/')) || '/');

/**
 * The progress root this page is a step of, when the member started it: its page (from the page
 * data cache, usually already there because the member came from it) and its state. Null otherwise.
 */
export function useStartedParent(page: PageProps): { parent: PageProps; progress: number } | null {
  const store = usePageDataStore();
  const path = page.page_data.path;
  const parentPath = parentPathOf(path);
  const hasParent = path !== '/' && page.siblings.length > 0;
  const query = useQuery({
    queryKey: ['page', parentPath],
    queryFn: () => store.load(parentPath),
    initialData: () => store.peek(parentPath),
    staleTime: Infinity,
    enabled: hasParent,
  });
  const parent = query.data?.status === 'found' ? query.data.page : null;
  const parentState = usePageState(parent?.page_id ?? '');
  if (!hasParent || !parent || !isProgressRoot(parent) || !parentState.is_subscribed) return null;
  return { parent, progress: parentState.progress };
}
