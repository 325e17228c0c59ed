import { z } from 'zod';
import { defineContract } from '../contract';
import { authProviderSchema, avatarUrlsSchema, userSchema } from '../entities/user';
import { signInResponseSchema } from '../entities/sign-in';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { emailField, nameField, passwordField, passwordPairSchema } from '../fields';

/**
 * SPEC §7 Authentication. Every path that signs a member in answers the full sign-in response.
 * For `google` and `apple`, `provider_id` carries the provider's ID token (a JWT), which the server
 * verifies; the token's subject is what gets stored (decision 009).
 */
const tags = ['auth'];
const ssoProviderSchema = z.enum(['google', 'apple']);
const timezoneField = z.string().min(1).max(64).default('UTC');
const tokenField = z.string({ error: FIELD_REQUIRED }).min(16, 'Invalid or expired link').max(200, maxLength(200));

/** Answer of the calls that send an email: the same whether or not the address exists. */
export const emailSentSchema = z.object({ sent: z.literal(true) });

export const verifyContract = defineContract({
  method: 'POST',
  path: '/auth/verify',
  summary: 'Check the stored session (headers or cookie) and answer the member data',
  tags,
  response: signInResponseSchema,
});

export const loginContract = defineContract({
  method: 'POST',
  path: '/auth/login',
  summary: 'Sign in with email and password, or with a Google/Apple ID token',
  tags,
  body: z.union([
    z.object({ email: emailField, password: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(1024, maxLength(1024)), provider: z.literal('default').optional(), provider_id: z.null().optional() }),
    z.object({ email: emailField.optional(), password: z.null().optional(), provider: ssoProviderSchema, provider_id: z.string().min(1, FIELD_REQUIRED).max(8192) }),
  ]),
  response: signInResponseSchema,
});

/**
 * How an email signs in here (decision 021): `current_provider` is the way the account with this
 * email signs in now — `default` (password), `passwordless` (an emailed link), `google` or `apple` —
 * and an email with no account answers `default`, exactly like an account with a password, so the
 * answer never says that an address is unknown. `providers`: every way this app offers, the same
 * for every email.
 */
export const signInWaySchema = z.object({
  providers: z.array(authProviderSchema),
  current_provider: authProviderSchema,
});
export type SignInWay = z.infer<typeof signInWaySchema>;

export const fetchContract = defineContract({
  method: 'POST',
  path: '/auth/fetch',
  summary: 'How this email signs in here (an unknown email answers like a password account), and the ways the app offers',
  tags,
  body: z.object({ email: emailField }),
  response: signInWaySchema,
});

export const signUpContract = defineContract({
  method: 'POST',
  path: '/auth/sign_up',
  summary: 'Create a member and sign in',
  tags,
  body: z.object({
    email: emailField,
    name: nameField,
    password: passwordField.optional(),
    provider: authProviderSchema.default('default'),
    provider_id: z.string().max(8192).nullable().optional(),
    timezone: timezoneField,
  }),
  response: signInResponseSchema,
  successStatus: 201,
});

/**
 * The sign-in form's provider step, before sign-in: how the account with this email signs in,
 * answered as `/auth/fetch` answers it. With `provider` (google or apple) and `provider_id` (the ID
 * token the visitor just got from that provider) the token is verified first; when it speaks for
 * this email (its verified address, or the account it is linked to), the answer is that account's
 * way, or `provider` itself when there is no account yet (signing in with the token creates it).
 */
export const getProviderContract = defineContract({
  method: 'GET',
  path: '/auth/provider',
  summary: 'How the account with this email signs in (before sign-in; an ID token makes the answer about its own account)',
  tags,
  query: z
    .object({ email: emailField, provider: authProviderSchema.optional(), provider_id: z.string().min(1, FIELD_REQUIRED).max(8192).optional() })
    .refine((query) => query.provider_id === undefined || query.provider === 'google' || query.provider === 'apple', {
      message: 'An ID token needs provider google or apple',
      path: ['provider'],
    }),
  response: z.object({ current_provider: authProviderSchema }),
});

export const putProviderContract = defineContract({
  method: 'PUT',
  path: '/auth/provider',
  summary: 'Link a Google or Apple account to the signed-in member',
  tags,
  body: z.object({ email: emailField, provider: ssoProviderSchema, provider_id: z.string().min(1, FIELD_REQUIRED).max(8192) }),
  response: z.object({ current_provider: authProviderSchema }),
});

export const setPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/set_password',
  summary: 'Finish a passwordless account: set a password and name',
  tags,
  body: z.object({ password: passwordField, name: nameField }),
  response: signInResponseSchema,
});

export const updateAccountContract = defineContract({
  method: 'PUT',
  path: '/auth',
  summary: "Change the signed-in member's email, name or timezone",
  tags,
  body: z.object({ email: emailField.optional(), name: nameField.optional(), timezone: z.string().min(1).max(64).optional() }),
  response: z.object({ user: userSchema }),
});

export const updateAvatarContract = defineContract({
  method: 'PUT',
  path: '/auth/update_avatar',
  summary: 'Upload a new avatar (multipart field `avatar`); answers the resized image addresses',
  tags,
  response: z.object({ avatar_urls: avatarUrlsSchema }),
});

export const logoutContract = defineContract({
  method: 'POST',
  path: '/auth/logout',
  summary: 'End this session',
  tags,
  response: z.object({ ok: z.literal(true) }),
});

export const passwordlessRequestContract = defineContract({
  method: 'POST',
  path: '/auth/passwordless/request',
  summary: 'Email a single-use sign-in link (15 minutes)',
  tags,
  body: z.object({ email: emailField }),
  response: emailSentSchema,
  successStatus: 202,
});

export const passwordlessVerifyContract = defineContract({
  method: 'POST',
  path: '/auth/passwordless/verify',
  summary: 'Sign in with the token of an emailed link',
  tags,
  body: z.object({ token: tokenField }),
  response: signInResponseSchema,
});

export const verifySubscriberContract = defineContract({
  method: 'POST',
  path: '/auth/verify_subscriber',
  summary: 'Create a passwordless member from email and name (e.g. at checkout) and sign in',
  tags,
  body: z.object({ email: emailField, name: nameField }),
  response: signInResponseSchema,
  successStatus: 201,
});

export const resetPasswordRequestContract = defineContract({
  method: 'GET',
  path: '/auth/reset_password',
  summary: 'Email a password reset link (same answer whether or not the email exists)',
  tags,
  query: z.object({ email: emailField }),
  response: emailSentSchema,
  successStatus: 202,
});

export const resetPasswordContract = defineContract({
  method: 'POST',
  path: '/auth/reset_password',
  summary: 'Set a new password with the token of an emailed link, and sign in',
  tags,
  body: passwordPairSchema.and(z.object({ token: tokenField })),
  response: signInResponseSchema,
});
