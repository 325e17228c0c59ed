import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeConfig } from '../test/fixtures';
import { loadAppConfig, readInjectedConfig } from './app-config';

function inject(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'tessera-config';
  script.textContent = text;
  document.head.append(script);
}

describe('app config at boot', () => {
  afterEach(() => {
    document.getElementById('tessera-config')?.remove();
    vi.unstubAllGlobals();
  });

  it('reads the config the server injected, without a request', async () => {
    inject(JSON.stringify(makeConfig({ name: 'Injected' })));
    const fetchMock = vi.fn();
    vi.stubGlobal('fetch', fetchMock);
    expect((await loadAppConfig()).name).toBe('Injected');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('falls back to GET /api/app when nothing was injected (Vite dev server)', async () => {
    const fetchMock = vi.fn(async (_url: string) => new Response(JSON.stringify(makeConfig({ name: 'Fetched' })), { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    expect((await loadAppConfig()).name).toBe('Fetched');
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/app');
  });

  it('ignores an unreadable injected config with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inject('{not json');
    expect(readInjectedConfig()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('ignores an injected config of another shape with a warning', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    inject(JSON.stringify({ ...makeConfig(), default_locale: 'xx' }));
    expect(readInjectedConfig()).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });
});
