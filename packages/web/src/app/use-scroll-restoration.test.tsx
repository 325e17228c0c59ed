import { act, render } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { useScrollRestoration } from './use-scroll-restoration';

function Screen() {
  useScrollRestoration();
  return <p id="details">content</p>;
}

describe('useScrollRestoration', () => {
  let scrollTo: ReturnType<typeof vi.fn>;
  beforeEach(() => {
    scrollTo = vi.fn();
    window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
    Element.prototype.scrollIntoView = vi.fn();
  });
  afterEach(() => {
    Object.defineProperty(window, 'scrollY', { value: 0, configurable: true });
  });

  const scrollBy = (y: number) => {
    Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };

  it('starts a new page at the top and brings the member back to where they were', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    scrollBy(640);
    scrollTo.mockClear();
    await act(() => router.navigate('/item'));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    scrollBy(0);
    await act(() => router.navigate(-1));
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('leaves the page where it is when only an overlay opens, and goes to a named element', async () => {
    const router = createMemoryRouter([{ path: '*', element: <Screen /> }], { initialEntries: ['/list'] });
    render(<RouterProvider router={router} />);
    scrollBy(300);
    scrollTo.mockClear();
    await act(() => router.navigate('/list#auth'));
    expect(scrollTo).not.toHaveBeenCalled();
    await act(() => router.navigate('/other#details'));
    expect(Element.prototype.scrollIntoView).toHaveBeenCalled();
    expect(scrollTo).not.toHaveBeenCalled();
  });
});
