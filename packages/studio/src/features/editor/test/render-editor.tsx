import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import { appDetail as demoAppDetail } from '../../../test/app-fixtures';
import { renderRoutes } from '../../../test/render';
import { PageEditorScreen } from '../PageEditorScreen';

export const appDetail: StudioAppDetail = demoAppDetail({
  languages: ['en'],
  app_url: 'http://demo.localhost:3000/',
  preview_url: 'http://demo.localhost:3000/?page-builder',
  has_unpublished_changes: true,
});

/** The page editor at a path, with the studio's providers and a router (no shell around it). */
export function renderEditor(path: string) {
  return renderRoutes(
    [
      { path: '/apps/:appId/pages/:pageId', element: <PageEditorScreen /> },
      { path: '/apps/:appId/pages', element: <h1>Pages list</h1> },
    ],
    path,
  );
}
