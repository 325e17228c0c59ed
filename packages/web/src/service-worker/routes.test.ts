import { describe, expect, it } from 'vitest';
import { notificationTarget, readPushPayload, requestKind } from './routes';
import { documentCacheKey, offlineCacheKey, pageDataCacheKey } from './cache-keys';

const origin = 'https://demo.example.com';
const kind = (path: string, init: { method?: string; mode?: string; destination?: string } = {}) =>
  requestKind({ method: init.method ?? 'GET', mode: init.mode ?? 'cors', destination: init.destination ?? '', url: new URL(path, origin), origin });

describe('requestKind', () => {
  it('caches documents, page data, fonts and media', () => {
    expect(kind('/programs/strength', { mode: 'navigate', destination: 'document' })).toBe('document');
    expect(kind('/__/programs/index.json?ts=1')).toBe('page-data');
    expect(kind('/fonts/inter/latin-400.woff2', { destination: 'font' })).toBe('font');
    expect(kind('/media/app/logo/abc.webp', { destination: 'image' })).toBe('media');
    expect(kind('/assets/hls-CqFL_Jpx.js', { destination: 'script' })).toBe('asset');
  });

  it('never caches the API (personal), the studio, the manifest or other origins', () => {
    expect(kind('/api/subscribers/me')).toBe('none');
    expect(kind('/api/notifications/inbox')).toBe('none');
    expect(kind('/studio/', { mode: 'navigate' })).toBe('none');
    expect(kind('/studio', { mode: 'navigate' })).toBe('none');
    expect(kind('/dev/mailbox', { mode: 'navigate' })).toBe('none');
    expect(kind('/manifest.webmanifest')).toBe('none');
    expect(kind('/programs?page-builder', { mode: 'navigate' })).toBe('none');
    expect(kind('/pwa-icons/abc/192.png')).toBe('none');
    expect(requestKind({ method: 'GET', mode: 'cors', destination: 'image', url: new URL('https://cdn.example.org/media/x.png'), origin })).toBe('none');
  });

  it('leaves anything but GET alone', () => {
    expect(kind('/__/index.json', { method: 'POST' })).toBe('none');
    expect(kind('/api/workouts/7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11/session', { method: 'POST' })).toBe('none');
  });

  it('lets offline packs answer only the reads of workouts, programs and packs, the session check and sign-out', () => {
    expect(kind('/api/workouts/7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11')).toBe('offline-api');
    expect(kind('/api/workouts/7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11/sessions?limit=5')).toBe('offline-api');
    expect(kind('/api/workout_group_items/7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11/exercise')).toBe('offline-api');
    expect(kind('/api/programs?page_id=7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11')).toBe('offline-api');
    expect(kind('/api/programs/subscriptions')).toBe('offline-api');
    expect(kind('/api/packages?page_id=7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11')).toBe('offline-api');
    expect(kind('/api/programs/7f0c5a56-8b1c-4b8e-9a55-0b8f8f0d6a11/access')).toBe('none');
    expect(kind('/api/programsx')).toBe('none');
    expect(kind('/api/auth/verify', { method: 'POST' })).toBe('session-check');
    expect(kind('/api/auth/verify')).toBe('none');
    expect(kind('/api/auth/logout', { method: 'POST' })).toBe('sign-out');
  });
});

describe('offlineCacheKey', () => {
  it('keeps documents and page data under their own caches’ keys, and the rest under the full address', () => {
    expect(offlineCacheKey('document', new URL('/week-1?_v=9#_', origin))).toBe(`${origin}/week-1`);
    expect(offlineCacheKey('page-data', new URL('/__/week-1/index.json?ts=5', origin))).toBe(`${origin}/__/week-1/index.json`);
    expect(offlineCacheKey('offline-api', new URL('/api/programs?page_id=a#x', origin))).toBe(`${origin}/api/programs?page_id=a`);
  });
});

describe('documentCacheKey', () => {
  it('drops the cache-busting parameter and the hash, keeps the rest', () => {
    expect(documentCacheKey(new URL('/a?_v=123&b=2#auth', origin))).toBe(`${origin}/a?b=2`);
  });
});

describe('pageDataCacheKey', () => {
  it('drops the timestamp, so the copy kept is found again offline', () => {
    expect(pageDataCacheKey(new URL('/__/programs/index.json?ts=1732480000000', origin))).toBe(`${origin}/__/programs/index.json`);
  });
});

describe('notificationTarget', () => {
  it('opens the app path a push names, else home', () => {
    expect(notificationTarget({ url: '/programs/strength' }, origin)).toBe(`${origin}/programs/strength`);
    expect(notificationTarget({}, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: 'https://evil.example/' }, origin)).toBe(`${origin}/`);
    expect(notificationTarget({ url: '//evil.example/' }, origin)).toBe(`${origin}/`);
  });
});

describe('readPushPayload', () => {
  it('reads title, body and url, with the app name when the title is missing', () => {
    expect(readPushPayload({ title: 'Starts in 15 minutes', body: 'Yoga', url: '/yoga' }, 'Demo')).toEqual({ title: 'Starts in 15 minutes', body: 'Yoga', url: '/yoga', tag: null, icon: null });
    expect(readPushPayload(null, 'Demo').title).toBe('Demo');
  });
});
