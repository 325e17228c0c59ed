import { useEffect, useLayoutEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import type { PageProps } from '@tessera/core/entities/page';
import { useAppConfig } from '../../../app/app-config-context';
import { usePageDataStore } from '../page-data-context';
import { useTranslatedPage } from '../page-translation-context';
import { normalizePagePath } from '../page-data';
import { rememberRecentPage } from '../recent-pages';
import { recordActivity } from '../../../app/activity';
import { toCurrentPage, useCurrentPageStore } from '../../../app/current-page-store';
import { LockScreen } from '../templates/LockScreen';
import { PageTemplate } from '../templates/PageTemplate';
import { NotFound } from '../../../app/NotFound';
import { PageError, PageLoading } from '../../../ui/StatusScreen';
import styles from './styles.module.css';

/** One published page: its template, or the lock screen when access is not granted. */
export function PageView({ page }: { page: PageProps }) {
  const { name } = useAppConfig();
  const setPage = useCurrentPageStore((state) => state.setPage);

  // Before paint: the shell applies the page's colour mode and background from the current page.
  useLayoutEffect(() => {
    setPage(toCurrentPage(page));
    document.title = page.is_root && page.page_data.path === '/' ? name : `${page.page_title} · ${name}`;
  }, [page, name, setPage]);
  useEffect(() => () => setPage(null), [setPage]);
  useEffect(() => {
    if (!page.page_access.granted) return;
    rememberRecentPage({
      page_id: page.page_id,
      title: page.page_title,
      path: page.page_data.path,
      page_content_type: page.page_content_type,
      image: page.og_image,
      description: page.og_description,
    });
    recordActivity('page_viewed', { page_id: page.page_id, path: page.page_data.path, title: page.page_title.slice(0, 500) });
  }, [page]);

  // A page's own colour mode and background reach it through the theme variables the shell sets.
  return (
    <div className={styles.page}>
      {page.page_access.granted ? <PageTemplate page={page} /> : <LockScreen page={page} />}
    </div>
  );
}

/** Every path that is not an app screen: the page published there, or 'Page Not Found'. */
export function PageScreen() {
  const { pathname } = useLocation();
  const store = usePageDataStore();
  const path = normalizePagePath(pathname);
  const query = useQuery({
    queryKey: ['page', path],
    queryFn: () => store.load(path),
    initialData: () => store.peek(path),
    staleTime: Infinity,
  });

  const translated = useTranslatedPage(path, query.data?.status === 'found' ? query.data.page : null);

  if (query.isPending || translated.isPending) return <PageLoading />;
  if (query.isError) return <PageError onRetry={() => void query.refetch()} />;
  if (query.data.status === 'missing' || !translated.page) return <NotFound />;
  return <PageView key={path} page={translated.page} />;
}
