import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Pack } from '@tessera/core/entities/pack';
import { completeSignIn } from '../../auth/session';
import { makePage, makeSignInResponse } from '../../../test/fixtures';
import { mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const PACK_PAGE = '7d0c4a0e-0000-4000-8000-000000000230';
const pack: Pack = {
  id: '7d0c4a0e-0000-4000-8000-000000000231',
  title: 'Starter',
  page_id: PACK_PAGE,
  path: '/starter',
  items: [
    { type: 'program', id: 'p1', title: 'Strength', page_id: 'pp1', path: '/strength', content_type: 'program' },
    { type: 'page', id: 'w1', title: 'Burn', page_id: 'w1', path: '/burn', content_type: 'workout' },
    { type: 'page', id: 'm1', title: 'Bowl', page_id: 'm1', path: null, content_type: 'meal' },
  ],
};

describe('a pack page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('names each item by its kind of page and links it before the pack is started', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'GET /api/packages': { body: { packages: [pack] } },
      'GET /api/packages/subscriptions': { body: { pack_subscriptions: [], subscriptions: [], page_ids: [] } },
    });
    const page = makePage({ page_id: PACK_PAGE, page_title: 'Starter', page_content_type: 'pack', page_data: { path: '/starter' } });
    renderApp({ path: '/starter', pages: { '/starter': { status: 'found', page } } });
    const region = await screen.findByRole('region', { name: 'In this pack' }, { timeout: 5000 });
    const items = within(region).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(['ProgramStrength', 'WorkoutBurn', 'MealBowl']);
    expect(within(items[1]!).getByRole('link', { name: 'Burn' }).getAttribute('href')).toBe('/burn');
    // An item without a published page is named, not linked.
    expect(within(items[2]!).queryByRole('link')).toBeNull();
    expect(within(region).getByRole('button', { name: 'Start pack' })).toBeTruthy();
  });
});
