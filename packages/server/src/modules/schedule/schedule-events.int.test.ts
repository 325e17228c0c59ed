import { randomUUID } from 'node:crypto';
import type { StudioEvent } from '@tessera/core/api/studio-events';
import { addDays, dayAt } from '@tessera/core/schedule/dates';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '../../db/schema/index';
import { rebuildPublishCache } from '../pages/publisher';
import { createApp, createPage } from '../../test/factories';
import { createTestServer, type TestServer } from '../../test/harness';
import { memberClient } from '../../test/members';
import { signedInOwner } from '../../test/studio-client';

/** Decision 027: an event's occurrence is a schedule item type of its own, shown by its event page. */
let t: TestServer;
let appId: string;
let pageId: string;
let occurrence: { id: string; starts_at: string };
let rivalOccurrenceId: string;
let token: string;
const call = (method: 'GET' | 'POST', url: string, body?: unknown) => memberClient(t, 'plan').call(method, `/api${url}`, { token, body });

beforeAll(async () => {
  t = await createTestServer();
  const mine = await signedInOwner(t, { email: 'owner@plan.test' });
  appId = (await createApp(t.db, { accountId: mine.accountId, slug: 'plan', name: 'Plan' })).id;
  await createPage(t.db, { appId, path: '/', title: 'Home', isHome: true });
  pageId = (await createPage(t.db, { appId, path: '/yoga', title: 'Yoga page', contentType: 'event_occurrence' })).id;
  await rebuildPublishCache(t.db, appId);
  const day = addDays(dayAt(Date.now(), 'UTC'), 3);
  const created = await mine.call('POST', `/apps/${appId}/events`, { title: 'Sunrise yoga', page_id: pageId, timezone: 'UTC', starts_at_local: `${day}T07:00`, duration_minutes: 60 });
  expect(created.statusCode, created.body).toBe(201);
  occurrence = (created.json().event as StudioEvent).upcoming[0]!;
  const rival = await signedInOwner(t, { email: 'rival@rival.test', accountName: 'Rival' });
  const rivalApp = await createApp(t.db, { accountId: rival.accountId, slug: 'rival', name: 'Rival' });
  const rivalPage = await createPage(t.db, { appId: rivalApp.id, path: '/secret', title: 'Secret', contentType: 'event_occurrence' });
  await rebuildPublishCache(t.db, rivalApp.id);
  rivalOccurrenceId = (
    (await rival.call('POST', `/apps/${rivalApp.id}/events`, { title: 'Secret', page_id: rivalPage.id, timezone: 'UTC', starts_at_local: `${day}T07:00`, duration_minutes: 30 })).json()
      .event as StudioEvent
  ).upcoming[0]!.id;
  token = (await memberClient(t, 'plan').signUp({ email: 'mia@plan.test' })).authentication_token;
});
afterAll(async () => t.close());

describe('event occurrences on the schedule', () => {
  it('plans an occurrence on its day, shown by its event page', async () => {
    const date = occurrence.starts_at.slice(0, 10);
    const res = await call('POST', '/schedule', { item_id: occurrence.id, item_type: 'event_occurrence', date });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().scheduled_item).toMatchObject({
      item_id: occurrence.id,
      item_type: 'event_occurrence',
      date,
      item: { data: { page_id: pageId, title: 'Sunrise yoga', path: '/yoga', page_content_type: 'event_occurrence' } },
    });
    const filters = (await call('GET', '/schedule/filters')).json().filters;
    expect(filters).toContainEqual({ value: 'type:event_occurrence', kind: 'content_type', label: 'event_occurrence', count: 1 });
  });

  it('refuses an unknown occurrence and another app’s, storing nothing', async () => {
    const date = occurrence.starts_at.slice(0, 10);
    for (const id of [randomUUID(), rivalOccurrenceId]) {
      const res = await call('POST', '/schedule', { item_id: id, item_type: 'event_occurrence', date });
      expect(res.statusCode, res.body).toBe(404);
    }
    expect((await call('GET', '/schedule')).json().items).toHaveLength(1);
  });

  it('hides the occurrence once its event page is unpublished', async () => {
    await t.db.update(pages).set({ isPublished: false }).where(eq(pages.id, pageId));
    await rebuildPublishCache(t.db, appId);
    const list = (await call('GET', '/schedule')).json();
    expect(list.items).toHaveLength(0);
  });
});
