import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../../../test/render';

describe('message placeholders', () => {
  it('shows a thread placeholder at /me/messages/{threadId}', async () => {
    renderApp({ path: '/me/messages/t-42' });
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeTruthy();
    expect(screen.getByText('Messages are coming soon')).toBeTruthy();
    expect(screen.getByText('Conversation t-42')).toBeTruthy();
  });

  it('shows a new-message placeholder with the chosen members', async () => {
    renderApp({ path: '/me/messages/new?users=a,b,c' });
    expect(await screen.findByRole('heading', { name: 'New message' })).toBeTruthy();
    expect(screen.getByText('Selected members: 3')).toBeTruthy();
  });
});
