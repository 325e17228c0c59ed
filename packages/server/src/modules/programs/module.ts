import type { SignInPart } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { subscriptionsOf } from './member-operations';
import { registerProgramRoutes } from './member-routes';
import { programsUnlockedBy } from './product-items';
import { registerStudioProgramRoutes } from './studio-routes';

/** SPEC §3: the sign-in response's program_subscriptions, completed stage ids per program. */
const programState: SignInPart = async (ctx, { member }) => ({
  program_subscriptions: (await subscriptionsOf(ctx.db, member, ctx.now())).program_subscriptions,
});

/** Programs (SPEC §4 Program, §7 Programs): ordered stages, subscriptions and completions. */
export const programsModule: ServerModule = {
  name: 'programs',
  memberRoutes: registerProgramRoutes,
  studioRoutes: registerStudioProgramRoutes,
  signInParts: [programState],
  productItems: programsUnlockedBy,
};
