import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdSession, startSessionTracking } from '../../app/session-tracking';
import { recordActivity } from '../../app/activity';
import { startActivityTracking } from './activity-client';

function setVisibility(state: 'hidden' | 'visible') {
  Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  document.dispatchEvent(new Event('visibilitychange'));
}

describe('activity tracking (SPEC §4 Session tracking)', () => {
  const stops: (() => void)[] = [];
  afterEach(() => {
    setVisibility('visible');
    for (const stop of stops.splice(0)) stop();
  });

  it('starts the session on load, ends it when hidden, resumes it when visible — by beacon, naming the app in the body', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    stops.push(startSessionTracking(), startActivityTracking('peak', send));
    setVisibility('hidden');
    setVisibility('visible');
    expect(send.mock.calls.map(([url]) => url)).toEqual([
      '/api/activity/resume_session',
      '/api/activity/end_session',
      '/api/activity/resume_session',
    ]);
    const body = JSON.parse(send.mock.calls[1]![1]);
    expect(body).toMatchObject({ account_app_slug: 'peak', origin_href: window.location.href });
    expect(body.session_id).toEqual(expect.any(String));
    expect(body.device_id).toEqual(expect.any(String));
  });

  it('does not end the session while checkout holds it', () => {
    const send = vi.fn((_url: string, _body: string) => true);
    stops.push(startSessionTracking(), startActivityTracking('peak', send));
    const release = holdSession();
    setVisibility('hidden');
    setVisibility('visible');
    release();
    expect(send.mock.calls.map(([url]) => url)).toEqual(['/api/activity/resume_session']);
  });

  it('sends activities with PUT /activity once the app tracks, those recorded before it arrived first', async () => {
    const fetchMock = vi.fn(async () => new Response(JSON.stringify({ recorded: true }), { status: 202, headers: { 'Content-Type': 'application/json' } }));
    vi.stubGlobal('fetch', fetchMock);
    recordActivity('page_viewed', { page_id: 'p1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(fetchMock).not.toHaveBeenCalled();
    stops.push(startActivityTracking('peak', () => true));
    recordActivity('page_viewed', { page_id: 'p2' });
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toMatch(/\/api\/activity$/);
    expect(init.method).toBe('PUT');
    expect(JSON.parse(String(init.body))).toMatchObject({ activity_type: 'page_viewed', data: { page_id: 'p1' }, ts: expect.any(Number) });
    vi.unstubAllGlobals();
  });
});
