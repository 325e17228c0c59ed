import { describe, expect, it } from 'vitest';
import { mediaElsewhere, packRequests } from './pack-plan';
import type { OfflineBundle } from './pack-plan';

const origin = 'https://demo.example.com';
const program = { kind: 'program' as const, id: 'prog-1', pageId: 'page-1' };
const bundle: OfflineBundle = {
  pages: [
    { id: 'page-1', path: '/strength', title: 'Strength Foundations' },
    { id: 'page-2', path: '/strength/week-1', title: 'Week 1' },
    { id: 'page-3', path: null, title: 'Unpublished' },
  ],
  workout_ids: ['w-1', 'w-2'],
  media: [
    { url: '/media/demo/a.webp', bytes: 1000 },
    { url: 'https://demo.example.com/media/demo/a.webp', bytes: 1000 },
    { url: 'https://video.example.org/clip.mp4', bytes: null },
  ],
  total_bytes: 2000,
};

describe('packRequests', () => {
  const requests = packRequests(program, bundle, origin);
  const keys = requests.map((request) => request.key);

  it('keeps the shell, the session check, each page’s document and data, the program, the workouts and this origin’s media', () => {
    expect(keys).toEqual([
      `${origin}/`,
      `${origin}/api/auth/verify`,
      `${origin}/strength`,
      `${origin}/__/strength/index.json`,
      `${origin}/strength/week-1`,
      `${origin}/__/strength/week-1/index.json`,
      `${origin}/api/programs?page_id=page-1`,
      `${origin}/api/programs/subscriptions`,
      `${origin}/api/workouts/w-1`,
      `${origin}/api/workouts/w-1/sessions`,
      `${origin}/api/workouts/w-2`,
      `${origin}/api/workouts/w-2/sessions`,
      `${origin}/media/demo/a.webp`,
    ]);
  });

  it('asks the session check with POST and documents as HTML', () => {
    expect(requests.find((request) => request.kind === 'session-check')).toMatchObject({
      method: 'POST',
      url: `${origin}/api/auth/verify`,
    });
    expect(requests.find((request) => request.key === `${origin}/strength`)).toMatchObject({
      kind: 'document',
      accept: 'text/html',
      isRequired: true,
    });
  });

  it('does without history and media, never without a page or a workout', () => {
    const optional = requests
      .filter((request) => !request.isRequired)
      .map((request) => request.key);
    expect(optional).toEqual([
      `${origin}/api/programs/subscriptions`,
      `${origin}/api/workouts/w-1/sessions`,
      `${origin}/api/workouts/w-2/sessions`,
      `${origin}/media/demo/a.webp`,
    ]);
  });

  it('keeps the page the download was asked on, once', () => {
    const keys = packRequests(
      { ...program, pagePath: '/strength' },
      { ...bundle, pages: [{ id: 'page-2', path: '/strength/week-1', title: 'Week 1' }] },
      origin,
    ).map((request) => request.key);
    expect(keys.slice(2, 6)).toEqual([
      `${origin}/strength`,
      `${origin}/__/strength/index.json`,
      `${origin}/strength/week-1`,
      `${origin}/__/strength/week-1/index.json`,
    ]);
  });

  it('asks a pack’s own reads for a pack', () => {
    const pack = packRequests(
      { kind: 'pack', id: 'pack-1', pageId: 'page-9' },
      { ...bundle, pages: [{ id: 'page-9', path: '/', title: 'Home' }] },
      origin,
    );
    expect(pack.map((request) => request.key)).toContain(`${origin}/api/packages?page_id=page-9`);
    expect(pack.map((request) => request.key)).toContain(`${origin}/__/index.json`);
  });

  it('counts the media another site serves, which needs a connection', () => {
    expect(mediaElsewhere(bundle, origin)).toBe(1);
  });
});
