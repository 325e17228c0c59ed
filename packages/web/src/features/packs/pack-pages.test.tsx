import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { completeSignIn } from '../auth/session';
import { makePage, makeSignInResponse } from '../../test/fixtures';
import { mockApi } from '../../test/mock-api';
import { renderApp, resetAuth } from '../../test/render';

const COURSE = '7d0c4a0e-0000-4000-8000-000000000210';
const PACK = '7d0c4a0e-0000-4000-8000-000000000220';

function renderCourse() {
  const page = makePage({ page_id: COURSE, root_id: COURSE, is_progress_root: true, page_title: 'Gold course', page_data: { path: '/gold' } });
  renderApp({ path: '/gold', pages: { '/gold': { status: 'found', page } } });
}

describe('can start via pack (SPEC §3 page state)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetAuth();
  });

  it('says Start is included in a pack the member holds', async () => {
    completeSignIn(makeSignInResponse({ pack_subscriptions: [PACK] }), 'sign-in');
    const { calls } = mockApi({
      'GET /api/packages/subscriptions': { body: { pack_subscriptions: [PACK], subscriptions: [], page_ids: [COURSE] } },
    });
    renderCourse();
    expect(await screen.findByText('Included in a pack you hold', {}, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Start' })).toBeTruthy();
    expect(calls.filter((c) => c.path === '/api/packages/subscriptions')).toHaveLength(1);
  });

  it('says nothing of packs for a page no held pack bundles, and never asks a member without packs', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({});
    renderCourse();
    expect(await screen.findByRole('button', { name: 'Start' }, { timeout: 5000 })).toBeTruthy();
    expect(screen.queryByText('Included in a pack you hold')).toBeNull();
    expect(calls.filter((c) => c.path === '/api/packages/subscriptions')).toHaveLength(0);
  });
});
