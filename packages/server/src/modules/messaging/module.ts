import type { ServerModule } from '../../http/server-module';
import { registerMessagingRoutes } from './member-routes';
import { registerRealtimeAppQuery, registerRealtimeRoute } from './realtime-route';
import { registerStudioMessagingRoutes } from './studio-routes';

/** Messaging (SPEC §3–§7 Messages): threads, messages, reactions, reports, moderation; live over the realtime hub. */
export const messagingModule: ServerModule = {
  name: 'messaging',
  memberRoutes: (scope) => {
    registerMessagingRoutes(scope);
    registerRealtimeRoute(scope);
  },
  systemRoutes: registerRealtimeAppQuery,
  studioRoutes: registerStudioMessagingRoutes,
};
