import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import type { PublicAppConfig } from '@tessera/core/entities/app';
import { App, createQueryClient } from '../../app/App';
import { startPreviewBridge } from './preview-bridge';
import { createPreviewRouter } from './preview-router';

/**
 * The app inside the studio's `?page-builder` preview, which the studio steers from outside React
 * through the bridge. Its own chunk, loaded only in a preview session.
 */
export function startPreview(reactRoot: Root, config: PublicAppConfig): void {
  const router = createPreviewRouter();
  const queryClient = createQueryClient();
  const render = (current: PublicAppConfig) =>
    reactRoot.render(
      <StrictMode>
        <App config={current} queryClient={queryClient} inRouter={router.binding} />
      </StrictMode>,
    );
  render(config);
  startPreviewBridge({
    studioOrigin: config.studio_origin,
    router,
    queryClient,
    // A previewed theme becomes the config's, so the shell keeps it when the colour mode changes.
    onTheme: (theme) => render({ ...config, theme }),
  });
}
