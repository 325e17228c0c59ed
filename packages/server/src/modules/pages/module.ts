import type { Services } from '../../context/services';
import type { ServerModule } from '../../http/server-module';
import { pagesAppLifecycle } from './app-lifecycle';
import { registerBlockRoutes } from './block-routes';
import { registerPageDataRoutes } from './page-data-routes';
import { registerStudioOverlayRoutes } from './studio-overlay-routes';
import { registerStudioPageRoutes } from './studio-routes';
import { registerStudioTranslationRoutes } from './translation-routes';
import { pagesUnlockedBy } from './product-items';

/**
 * Pages: the tree, drafts, publishing, translations, the publish cache and published page data,
 * overlays (shown over pages), and the server side of the access engine (`page-access.ts`).
 */
export function pagesModule(services: () => Services): ServerModule {
  return {
    name: 'pages',
    memberRoutes: (scope) => {
      registerBlockRoutes(scope);
      registerPageDataRoutes(scope);
    },
    studioRoutes: (scope) => {
      registerStudioPageRoutes(scope);
      registerStudioOverlayRoutes(scope);
      registerStudioTranslationRoutes(scope);
    },
    appLifecycle: pagesAppLifecycle(services),
    productItems: pagesUnlockedBy,
  };
}
