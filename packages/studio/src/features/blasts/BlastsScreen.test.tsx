import { afterEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { Blast } from '@tessera/core/api/studio-notifications';
import { demoApp, owner } from '../../test/fixtures';
import { fakeServer } from '../../test/fake-server';
import { renderStudio } from '../../test/render';
import { segmentOf } from './BlastsScreen';

afterEach(() => vi.unstubAllGlobals());

const base = `/api/studio/apps/${demoApp.id}`;
const sentBlast: Blast = {
  id: '7d1f0f5e-0d5c-4a59-9a52-3f7c2f1b9d01',
  title: 'Summer timetable',
  body: 'New classes start on Monday.',
  url: null,
  channels: { push: true, email: true },
  segment: { kind: 'all' },
  status: 'sent',
  created_at: '2026-11-24T10:00:00.000Z',
  completed_at: '2026-11-24T10:00:05.000Z',
  report: { recipients: 12, opted_out: 2, no_device: 4, push: { sent: 6, failed: 0, pending: 0 }, email: { sent: 9, failed: 1, pending: 0 } },
};

describe('segmentOf', () => {
  const draft = { title: '', body: '', url: '', push: true, email: false, kind: 'all' as const, productId: '', propertySlug: '', propertyValue: '' };
  it('names a whole segment, or nothing while one is being chosen', () => {
    expect(segmentOf(draft)).toEqual({ kind: 'all' });
    expect(segmentOf({ ...draft, kind: 'product' })).toBeNull();
    expect(segmentOf({ ...draft, kind: 'property', propertySlug: ' level ', propertyValue: '' })).toEqual({ kind: 'property', slug: 'level', value: null });
  });
});

describe('the blasts screen', () => {
  it('sends a push and an email to all members after confirming, and shows the delivery report', async () => {
    const blasts: Blast[] = [];
    const server = fakeServer({
      'GET /api/studio/auth/me': () => ({ body: { owner } }),
      'GET /api/studio/apps': () => ({ body: { apps: [demoApp] } }),
      [`GET ${base}/products`]: () => ({ body: { products: [] } }),
      [`GET ${base}/blasts`]: () => ({ body: { blasts } }),
      [`POST ${base}/blasts/audience`]: () => ({ body: { members: 12, accepting: 10 } }),
      [`POST ${base}/blasts`]: () => {
        blasts.push(sentBlast);
        return { status: 201, body: { blast: sentBlast } };
      },
    });
    renderStudio(`/apps/${demoApp.id}/blasts`);
    const form = await screen.findByRole('form', { name: 'New blast' }, { timeout: 5000 });
    expect(await screen.findByText('No blast sent yet.')).toBeTruthy();
    expect(await within(form).findByText('Reaches 12 members, of whom 10 accept news.')).toBeTruthy();

    fireEvent.click(within(form).getByRole('button', { name: 'Send blast' }));
    expect(await within(form).findByText('Write a title and a message.')).toBeTruthy();

    fireEvent.change(within(form).getByLabelText('Title'), { target: { value: 'Summer timetable' } });
    fireEvent.change(within(form).getByLabelText('Message'), { target: { value: 'New classes start on Monday.' } });
    fireEvent.click(within(form).getByLabelText('Email'));
    fireEvent.click(within(form).getByRole('button', { name: 'Send blast' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Send this blast?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send now' }));

    expect(await screen.findByText('The blast is on its way. Its report follows below.')).toBeTruthy();
    expect(server.to('POST', `${base}/blasts`)[0]?.body).toEqual({
      title: 'Summer timetable',
      body: 'New classes start on Monday.',
      url: null,
      channels: { push: true, email: true },
      segment: { kind: 'all' },
    });
    const report = await screen.findByRole('table', { name: 'Delivery' });
    const email = within(report).getByRole('row', { name: /Email/ });
    expect(within(email).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['9', '1', '0']);
  });
});
