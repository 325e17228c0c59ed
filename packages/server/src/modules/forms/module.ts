import type { MyContentPart, SignInPart } from '../../context/extensions';
import type { ServerModule } from '../../http/server-module';
import { hasSubmissions, pendingSignUpFormId } from './member-operations';
import { registerFormRoutes } from './member-routes';
import { registerStudioFormRoutes } from './studio-routes';

/** The app's `auth_signed_up` form the member has yet to send: the member app opens it right after sign-up. */
const signUpForm: SignInPart = async (ctx, { member }) => ({ sign_up_form_id: await pendingSignUpFormId(ctx.db, member) });

const submissionsFlag: MyContentPart = async (ctx, { member }) => ({ has_form_submissions: await hasSubmissions(ctx.db, member) });

/** Forms (SPEC §3 Form, §5, §7): the builder, members' submissions, and answers bound to subscriber properties. */
export const formsModule: ServerModule = {
  name: 'forms',
  memberRoutes: registerFormRoutes,
  studioRoutes: registerStudioFormRoutes,
  signInParts: [signUpForm],
  myContentParts: [submissionsFlag],
};
