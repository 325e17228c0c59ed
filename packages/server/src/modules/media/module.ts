import type { ServerModule } from '../../http/server-module';
import { registerStudioMediaRoutes } from './studio-routes';

/** Media: each app's library of uploaded images for the studio's picture fields. */
export const mediaModule: ServerModule = {
  name: 'media',
  studioRoutes: registerStudioMediaRoutes,
};
