import { z } from 'zod';
import { defineContract } from '../contract';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { emailField } from '../fields';

/**
 * The studio's own calls. Owners (account users) sign in with their own accounts; the session
 * travels in an HttpOnly cookie, and every studio call carries `X-Tessera-Studio: 1` so that no
 * other site can make an owner's browser call it (a custom header forces a CORS preflight).
 */
const tags = ['studio'];

export const ownerSchema = z.object({ id: z.string(), email: z.string(), name: z.string(), account_id: z.string(), account_name: z.string() });
export type Owner = z.infer<typeof ownerSchema>;

export const studioAppSchema = z.object({ id: z.string(), slug: z.string(), name: z.string(), member_count: z.number() });
export type StudioApp = z.infer<typeof studioAppSchema>;

export const studioMemberSchema = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  subscriber_id: z.string(),
  is_admin: z.boolean(),
  is_account_admin: z.boolean(),
  is_app_messaging_profile: z.boolean(),
  auth_provider: z.string(),
  language: z.string().nullable(),
  created_at: z.string(),
});
export type StudioMember = z.infer<typeof studioMemberSchema>;

export const studioLoginContract = defineContract({
  method: 'POST',
  path: '/studio/auth/login',
  summary: 'Owner sign-in to the studio',
  tags,
  body: z.object({ email: emailField, password: z.string({ error: FIELD_REQUIRED }).min(1, FIELD_REQUIRED).max(1024, maxLength(1024)) }),
  response: z.object({ owner: ownerSchema }),
});

export const studioLogoutContract = defineContract({
  method: 'POST',
  path: '/studio/auth/logout',
  summary: 'End the studio session',
  tags,
  response: z.object({ ok: z.literal(true) }),
});

export const studioMeContract = defineContract({
  method: 'GET',
  path: '/studio/auth/me',
  summary: 'The signed-in owner',
  tags,
  response: z.object({ owner: ownerSchema }),
});

export const studioAppsContract = defineContract({
  method: 'GET',
  path: '/studio/apps',
  summary: "The apps of the owner's account",
  tags,
  response: z.object({ apps: z.array(studioAppSchema) }),
});

export const studioMembersContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/members',
  summary: 'Members of one app, searchable by name or email',
  tags,
  params: z.object({ appId: z.uuid('Invalid app id') }),
  query: z.object({
    term: z.string().max(100).optional(),
    page: z.coerce.number().int().min(1).max(10_000).default(1),
    per_page: z.coerce.number().int().min(1).max(100).default(25),
  }),
  response: z.object({ items: z.array(studioMemberSchema), page: z.number(), per_page: z.number(), total_count: z.number() }),
});
