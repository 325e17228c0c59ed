import { act, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router';
import { createPreviewRouter } from './preview-router';

function Pages() {
  const navigate = useNavigate();
  return (
    <Routes>
      <Route path="/" element={<button onClick={() => void navigate('/offers')}>Home page</button>} />
      <Route path="/offers" element={<p>Offers page</p>} />
      <Route path="/about" element={<p>About page</p>} />
    </Routes>
  );
}

describe('createPreviewRouter', () => {
  it('lets the bridge steer the app’s router and hear where it went', async () => {
    const router = createPreviewRouter('/');
    // Asked before the app rendered: carried out once it has.
    router.navigate('/about');
    const moves = vi.fn();
    router.subscribe(moves);
    render(
      <MemoryRouter initialEntries={['/']}>
        {router.binding}
        <Pages />
      </MemoryRouter>,
    );
    expect(await screen.findByText('About page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/about');
    expect(moves).toHaveBeenLastCalledWith({ location: { pathname: '/about' } });

    await act(async () => {
      await router.navigate('/');
    });
    await act(async () => screen.getByRole('button', { name: 'Home page' }).click());
    expect(await screen.findByText('Offers page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/offers');
    expect(moves.mock.calls.map(([state]) => state.location.pathname)).toEqual(['/about', '/', '/offers']);
  });

  it('stops telling a listener that unsubscribed', async () => {
    const router = createPreviewRouter('/');
    const moves = vi.fn();
    const stop = router.subscribe(moves);
    render(
      <MemoryRouter initialEntries={['/']}>
        {router.binding}
        <Pages />
      </MemoryRouter>,
    );
    stop();
    await act(async () => {
      await router.navigate('/offers');
    });
    expect(await screen.findByText('Offers page')).toBeTruthy();
    expect(moves).not.toHaveBeenCalled();
  });
});
