import { z } from 'zod';
import { defineContract } from '../contract';
import { studioMemberSchema } from './studio';
import { studioOrderSchema } from './studio-commerce';

/**
 * The documented API for an app's own systems (issue 16; decision 031): called with an API key
 * from the studio as `Authorization: Bearer tsk_…`, not with a studio session. The key names the
 * app. Read keys may call the GET routes; write keys every route.
 */
const tags = ['api'];
const security = 'apiKey' as const;
const pageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(50),
});

export const apiMembersContract = defineContract({
  method: 'GET',
  path: '/v1/members',
  summary: "The app's members, newest first (read scope)",
  tags,
  security,
  query: pageQuery.extend({ term: z.string().max(100).optional() }),
  response: z.object({ items: z.array(studioMemberSchema), page: z.number(), per_page: z.number(), total_count: z.number() }),
});

export const apiOrdersContract = defineContract({
  method: 'GET',
  path: '/v1/orders',
  summary: "The app's orders, newest first (read scope)",
  tags,
  security,
  query: z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1), status: z.enum(['paid', 'refunded', 'failed']).optional() }),
  response: z.object({ orders: z.array(studioOrderSchema), total_count: z.number().int(), page: z.number().int() }),
});

export const apiSetPropertyContract = defineContract({
  method: 'PUT',
  path: '/v1/members/:memberId/properties/:slug',
  summary: "Set one subscriber property of a member (write scope)",
  tags,
  security,
  params: z.object({ memberId: z.uuid('Invalid member id'), slug: z.string().min(1).max(64).regex(/^[a-z0-9_-]+$/, 'Use lower-case letters, digits and dashes') }),
  body: z.object({ value: z.string().max(2000).nullable() }),
  response: z.object({ member_id: z.string(), slug: z.string(), value: z.string().nullable() }),
});
