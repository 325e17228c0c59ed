import type { ServerModule } from '../../http/server-module';
import { registerAppRoutes } from './member-routes';
import { registerStudioAppRoutes } from './studio-routes';

/** Apps: settings, theme, domains and how a request finds its app (tenancy). */
export const appsModule: ServerModule = {
  name: 'apps',
  memberRoutes: registerAppRoutes,
  studioRoutes: registerStudioAppRoutes,
};
