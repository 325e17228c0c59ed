import type { ReactNode } from 'react';
import { useParams } from 'react-router';
import type { Locale } from '@tessera/core/entities/app';
import { renderRoutes } from '../../../test/render';
import { PagesScreen } from '../PagesScreen';

function EditorStub() {
  const { pageId } = useParams();
  return <h1>Editor of {pageId}</h1>;
}

/**
 * The pages screen (or any panel) with the studio's providers and a router, without the shell:
 * the tests of this area do not depend on how the shell lays screens out.
 */
export function renderInStudio(path: string, { locale = 'en' as Locale, element }: { locale?: Locale; element?: ReactNode } = {}) {
  return renderRoutes(
    [
      { path: '/apps/:appId/pages', element: element ?? <PagesScreen /> },
      { path: '/apps/:appId/pages/:pageId', element: element ?? <EditorStub /> },
    ],
    path,
    { locale },
  );
}
