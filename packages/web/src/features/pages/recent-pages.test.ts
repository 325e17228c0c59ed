import { afterEach, describe, expect, it } from 'vitest';
import { forgetRecentPages, readRecentPages, rememberRecentPage } from './recent-pages';

const reference = { page_id: 'p1', title: 'About', path: '/about', page_content_type: 'generic' as const, image: null, description: null };

describe('recent pages where storage is blocked', () => {
  const original = Object.getOwnPropertyDescriptor(window, 'localStorage');
  afterEach(() => {
    if (original) Object.defineProperty(window, 'localStorage', original);
  });

  it('neither throws nor remembers when reading localStorage itself is refused (a cross-site preview frame)', () => {
    Object.defineProperty(window, 'localStorage', {
      configurable: true,
      get() {
        throw new DOMException("Failed to read the 'localStorage' property from 'Window'", 'SecurityError');
      },
    });
    expect(() => rememberRecentPage(reference)).not.toThrow();
    expect(readRecentPages()).toEqual([]);
    expect(() => forgetRecentPages()).not.toThrow();
  });
});
