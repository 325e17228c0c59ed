import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The starter a server-rendered document loads (public/after-paint.js, decision 041), run as the browser runs it. */
const starter = readFileSync(path.resolve(import.meta.dirname, '../../../public/after-paint.js'), 'utf8');

function runStarter(attributes: Record<string, string>) {
  const script = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) script.setAttribute(name, value);
  Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
  new Function(starter)();
}

const added = () =>
  [...document.head.querySelectorAll('link[rel="modulepreload"], script[type="module"]')].map(
    (element) => `${element.tagName.toLowerCase()} ${element.getAttribute('href') ?? element.getAttribute('src')} ${element.getAttribute('fetchpriority')}`,
  );
const nextFrameAndTask = () => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

describe('after-paint.js', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    Reflect.deleteProperty(document, 'currentScript');
    vi.unstubAllGlobals();
  });

  it('waits for the browser to report the first contentful paint, where it reports paints', () => {
    let report: (names: string[]) => void = () => undefined;
    vi.stubGlobal(
      'PerformanceObserver',
      Object.assign(
        class {
          constructor(callback: (list: { getEntries: () => { name: string }[] }, observer: { disconnect: () => void }) => void) {
            report = (names) => callback({ getEntries: () => names.map((name) => ({ name })) }, { disconnect: () => undefined });
          }
          observe() {}
        },
        { supportedEntryTypes: ['paint'] },
      ),
    );
    runStarter({ 'data-entry': '/assets/index-1.js', 'data-preload': '' });
    report(['first-paint']);
    expect(added()).toEqual([]);
    report(['first-contentful-paint']);
    expect(added()).toEqual(['script /assets/index-1.js low']);
  });

  it('adds the app’s modules once a frame has been painted, the preloads before the entry', async () => {
    runStarter({ 'data-entry': '/assets/index-1.js', 'data-preload': '/assets/react-1.js /assets/Hero-1.js' });
    expect(added()).toEqual([]);
    await nextFrameAndTask();
    expect(added()).toEqual([
      'link /assets/react-1.js low',
      'link /assets/Hero-1.js low',
      'script /assets/index-1.js low',
    ]);
  });

  it('does nothing without an entry to start', async () => {
    runStarter({});
    await nextFrameAndTask();
    expect(added()).toEqual([]);
  });
});
