import type { ServerModule } from '../../http/server-module';
import { registerStudioAuthRoutes } from './studio-routes';

/** Accounts: the owners who build apps in the studio, and their sessions. */
export const accountsModule: ServerModule = {
  name: 'accounts',
  studioRoutes: registerStudioAuthRoutes,
};
