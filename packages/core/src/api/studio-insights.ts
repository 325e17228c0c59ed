import { z } from 'zod';
import { MAX_ANALYTICS_DAYS } from '../analytics/periods';
import { defineContract } from '../contract';
import { FIELD_REQUIRED, maxLength } from '../messages';
import { studioAppParams } from './studio-apps';

/**
 * The studio's insight calls (issue 16): analytics of one app over a range, API keys for the
 * documented API (`api/public-api.ts`), and webhook endpoints with their delivery log. Every call
 * is scoped to one app of the owner's account; another app's ids answer 404 like missing ones.
 */
const tags = ['studio', 'insights'];
const dayField = z.iso.date('Use a date like 2030-01-31').max(10);

// Analytics.

export const analyticsPointSchema = z.object({
  /** First day of the period (UTC). */
  period: z.string(),
  active_members: z.number().int(),
  sessions: z.number().int(),
  time_in_app_ms: z.number().int(),
  page_views: z.number().int(),
  completions: z.number().int(),
  sign_ups: z.number().int(),
  installs: z.number().int(),
  /** Net revenue in minor units of `currency` (paid orders less refunds). */
  revenue: z.number().int(),
});
export type AnalyticsPoint = z.infer<typeof analyticsPointSchema>;
export const ANALYTICS_MEASURES = ['active_members', 'sessions', 'time_in_app_ms', 'page_views', 'completions', 'sign_ups', 'installs', 'revenue'] as const;
export type AnalyticsMeasure = (typeof ANALYTICS_MEASURES)[number];

export const topPageSchema = z.object({ page_id: z.string(), title: z.string().nullable(), path: z.string().nullable(), views: z.number().int(), completions: z.number().int() });
export type TopPage = z.infer<typeof topPageSchema>;

export const analyticsContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/analytics',
  summary: "The app's activity, sign-ups, installs and revenue per day, week or month over a range (today's numbers are live)",
  tags,
  params: studioAppParams,
  query: z
    .object({
      from: dayField,
      to: dayField,
      granularity: z.enum(['day', 'week', 'month']).default('day'),
    })
    .refine((q) => q.from <= q.to, { message: 'The range must start before it ends', path: ['from'] })
    .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < MAX_ANALYTICS_DAYS, { message: `At most ${MAX_ANALYTICS_DAYS} days`, path: ['to'] }),
  response: z.object({
    from: z.string(),
    to: z.string(),
    granularity: z.enum(['day', 'week', 'month']),
    currency: z.string(),
    points: z.array(analyticsPointSchema),
    /** Over the whole range: active_members counts each member once. */
    totals: analyticsPointSchema.omit({ period: true }),
    top_pages: z.array(topPageSchema),
    generated_at: z.string(),
  }),
});

// API keys.

export const API_KEY_SCOPES = ['read', 'write'] as const;
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  scope: z.enum(API_KEY_SCOPES),
  /** The first characters of the key, to tell keys apart (the rest is never shown again). */
  prefix: z.string(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
  revoked_at: z.string().nullable(),
});
export type ApiKey = z.infer<typeof apiKeySchema>;

const nameField = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(80, maxLength(80));
const keyParams = studioAppParams.extend({ keyId: z.uuid('Invalid key id') });

export const apiKeysContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/api_keys',
  summary: "The app's API keys, newest first (never the keys themselves)",
  tags,
  params: studioAppParams,
  response: z.object({ api_keys: z.array(apiKeySchema) }),
});

export const createApiKeyContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/api_keys',
  summary: 'Create an API key: the key is in this answer only (stored hashed)',
  tags,
  params: studioAppParams,
  body: z.object({ name: nameField, scope: z.enum(API_KEY_SCOPES) }),
  successStatus: 201,
  response: z.object({ api_key: apiKeySchema, secret: z.string() }),
});

export const revokeApiKeyContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/api_keys/:keyId',
  summary: 'Revoke an API key: calls with it are refused from now on',
  tags,
  params: keyParams,
  response: z.object({ api_key: apiKeySchema }),
});

// Webhooks.

export const WEBHOOK_EVENTS = ['member.signed_up', 'purchase.completed', 'subscription.past_due', 'form.submitted', 'event.booked', 'webhook.ping'] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENTS)[number];
/** What an endpoint may subscribe to (`webhook.ping` goes to whoever asks for a test). */
export const SUBSCRIBABLE_EVENTS = WEBHOOK_EVENTS.filter((type) => type !== 'webhook.ping');

export const webhookSchema = z.object({
  id: z.string(),
  url: z.string(),
  description: z.string().nullable(),
  events: z.array(z.string()),
  is_enabled: z.boolean(),
  created_at: z.string(),
});
export type Webhook = z.infer<typeof webhookSchema>;

export const DELIVERY_STATUSES = ['pending', 'sending', 'delivered', 'failed'] as const;
export const webhookDeliverySchema = z.object({
  id: z.string(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(DELIVERY_STATUSES),
  attempts: z.number().int(),
  response_status: z.number().int().nullable(),
  last_error: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
  /** The JSON body as sent. */
  payload: z.string(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const webhookParams = studioAppParams.extend({ webhookId: z.uuid('Invalid webhook id') });
const urlField = z.string({ error: FIELD_REQUIRED }).trim().min(1, FIELD_REQUIRED).max(2048, maxLength(2048));
const eventsField = z.array(z.enum(SUBSCRIBABLE_EVENTS as unknown as [string, ...string[]])).min(1, FIELD_REQUIRED).max(SUBSCRIBABLE_EVENTS.length);
const descriptionField = z.string().trim().max(200, maxLength(200)).nullable();

export const webhooksContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/webhooks',
  summary: "The app's webhook endpoints",
  tags,
  params: studioAppParams,
  response: z.object({ webhooks: z.array(webhookSchema) }),
});

export const createWebhookContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/webhooks',
  summary: 'Add a webhook endpoint: its signing secret is in this answer only',
  tags,
  params: studioAppParams,
  body: z.object({ url: urlField, description: descriptionField.optional(), events: eventsField }),
  successStatus: 201,
  response: z.object({ webhook: webhookSchema, signing_secret: z.string() }),
});

export const updateWebhookContract = defineContract({
  method: 'PATCH',
  path: '/studio/apps/:appId/webhooks/:webhookId',
  summary: 'Change an endpoint’s address, description, events, or switch it off',
  tags,
  params: webhookParams,
  body: z.object({ url: urlField.optional(), description: descriptionField.optional(), events: eventsField.optional(), is_enabled: z.boolean().optional() }),
  response: z.object({ webhook: webhookSchema }),
});

export const deleteWebhookContract = defineContract({
  method: 'DELETE',
  path: '/studio/apps/:appId/webhooks/:webhookId',
  summary: 'Remove an endpoint and its delivery log',
  tags,
  params: webhookParams,
  response: z.object({ deleted_id: z.string() }),
});

export const webhookDeliveriesContract = defineContract({
  method: 'GET',
  path: '/studio/apps/:appId/webhooks/:webhookId/deliveries',
  summary: 'An endpoint’s deliveries, newest first (the last 100)',
  tags,
  params: webhookParams,
  response: z.object({ deliveries: z.array(webhookDeliverySchema) }),
});

export const pingWebhookContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/webhooks/:webhookId/ping',
  summary: 'Send a webhook.ping event to the endpoint now',
  tags,
  params: webhookParams,
  successStatus: 202,
  response: z.object({ delivery: webhookDeliverySchema }),
});

export const replayDeliveryContract = defineContract({
  method: 'POST',
  path: '/studio/apps/:appId/webhooks/:webhookId/deliveries/:deliveryId/replay',
  summary: 'Send a delivery’s event again, as a new delivery with the same event id',
  tags,
  params: webhookParams.extend({ deliveryId: z.uuid('Invalid delivery id') }),
  successStatus: 202,
  response: z.object({ delivery: webhookDeliverySchema }),
});
