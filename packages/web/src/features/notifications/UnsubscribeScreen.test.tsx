import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { errorBody, mockApi } from '../../test/mock-api';
import { renderApp } from '../../test/render';

const LINK = '/unsubscribe-from-email?subscriber_id=42&type=blasts&token=1999999999.abc';
const answer = (isAlready: boolean) => ({ body: { unsubscribed: true, already_unsubscribed: isAlready, type: 'blasts', email: 'ann@example.test' } });

async function clickUnsubscribe() {
  fireEvent.click(await screen.findByRole('button', { name: 'Unsubscribe from emails' }, { timeout: 5000 }));
}

describe('Unsubscribe from an email link', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('says the emails stop, after one click with the link’s parts', async () => {
    const { calls } = mockApi({ 'PUT /api/notifications/unsubscribe': answer(false) });
    renderApp({ path: LINK });
    await clickUnsubscribe();
    expect((await screen.findByText('Done: ann@example.test will no longer get these emails.')).closest('[role=status]')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ subscriber_id: 42, type: 'blasts', token: '1999999999.abc' });
    expect(screen.queryByRole('button', { name: 'Unsubscribe from emails' })).toBeNull();
  });

  it('says so when the member was already unsubscribed', async () => {
    mockApi({ 'PUT /api/notifications/unsubscribe': answer(true) });
    renderApp({ path: LINK });
    await clickUnsubscribe();
    expect((await screen.findByText('ann@example.test was already unsubscribed from these emails. Nothing was changed.')).closest('[role=status]')).toBeTruthy();
    expect(screen.queryByText(/^Done:/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Manage notification settings' })).toBeTruthy();
  });

  it('tells an expired link from a forged one', async () => {
    mockApi({ 'PUT /api/notifications/unsubscribe': { status: 400, body: errorBody('unsubscribe_link_invalid', 'Not valid', [{ path: 'body.token', code: 'token_expired', message: 'expired' }]) } });
    renderApp({ path: LINK });
    await clickUnsubscribe();
    expect((await screen.findByRole('alert')).textContent).toContain('This unsubscribe link has expired.');
  });
});
