import type { SignInPart } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { registerAuthRoutes } from './auth-routes';
import { registerAvatarRoute } from './avatar-route';
import { registerMyContentRoute } from './my-content-route';
import { registerStudioMemberRoutes } from './studio-routes';
import { blockedMemberIds, exerciseSwapsOf, propertiesOf } from './subscriber-operations';
import { registerSubscriberRoutes } from './subscriber-routes';

/** The member's own settings in the sign-in response (blocks, swaps, properties). */
const memberSettings: SignInPart = async (ctx, { member }) => {
  const [blocked, swaps, properties] = await Promise.all([blockedMemberIds(ctx, member), exerciseSwapsOf(ctx, member), propertiesOf(ctx, member)]);
  return { blocked_user_ids: blocked, exercise_swaps: swaps, subscriber_properties: properties };
};

/** Members: sign-in in every form, sessions, the member's account and settings, the directory. */
export const membersModule: ServerModule = {
  name: 'members',
  memberRoutes: (scope) => {
    registerAuthRoutes(scope);
    registerSubscriberRoutes(scope);
    registerAvatarRoute(scope);
    registerMyContentRoute(scope);
  },
  studioRoutes: registerStudioMemberRoutes,
  signInParts: [memberSettings],
};
