import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Program, ProgramSubscription } from '@tessera/core/entities/program';
import type { PageReference } from '@tessera/core/entities/page';
import { changeLanguage } from '../../../app/i18n';
import { completeSignIn } from '../../auth/session';
import { makePage, makeSignInResponse } from '../../../test/fixtures';
import { errorBody, mockApi } from '../../../test/mock-api';
import { renderApp, resetAuth } from '../../../test/render';

const PAGE = '7d0c4a0e-0000-4000-8000-000000000010';
const PROGRAM = '7d0c4a0e-0000-4000-8000-000000000020';
const stage = (n: number) => ({
  id: `7d0c4a0e-0000-4000-8000-00000000003${n}`,
  title: `Week ${n}`,
  page_id: `p${n}`,
  drip_days: null,
  path: `/strength/week-${n}`,
  position: n - 1,
});
const program: Program = {
  id: PROGRAM,
  title: 'Strength',
  page_id: PAGE,
  path: '/strength',
  stages: [stage(1), stage(2), stage(3)],
};
const [s1, s2, s3] = program.stages.map((s) => s.id) as [string, string, string];
const ref = (n: number): PageReference => ({
  page_id: `p${n}`,
  title: `Week ${n}`,
  path: `/strength/week-${n}`,
  page_content_type: 'generic',
  image: null,
  description: null,
});
const subscription = (
  completed: string[],
  extra: Partial<ProgramSubscription> = {},
): ProgramSubscription => ({
  program_id: PROGRAM,
  start_date: null,
  subscribed_at: '2030-01-01T00:00:00Z',
  completed_at: null,
  completed_stage_ids: completed,
  active_stage_id: program.stages.find((s) => !completed.includes(s.id))?.id ?? s3,
  stage_opens_at: {},
  ...extra,
});

function renderProgramPage() {
  const page = makePage({
    page_id: PAGE,
    page_content_type: 'program',
    page_title: 'Strength',
    page_data: { path: '/strength' },
    children: [ref(1), ref(2), ref(3)],
  });
  renderApp({ path: '/strength', pages: { '/strength': { status: 'found', page } } });
}

const stageItems = async () =>
  within(await screen.findByRole('region', { name: 'Stages' }, { timeout: 5000 })).getAllByRole(
    'listitem',
  );

describe('a program page', () => {
  afterEach(async () => {
    vi.unstubAllGlobals();
    resetAuth();
    await changeLanguage('en');
  });

  it('starts the program from a chosen day; the first stage is then the active one', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    const { calls } = mockApi({
      'GET /api/programs': { body: { programs: [program] } },
      'GET /api/programs/subscriptions': { body: { program_subscriptions: {}, subscriptions: [] } },
      [`POST /api/programs/${PROGRAM}/subscribe`]: ({ body }) => ({
        body: {
          program_subscription: subscription([], {
            start_date: (body as { start_date: string }).start_date,
          }),
        },
      }),
    });
    renderProgramPage();
    fireEvent.change(
      await screen.findByLabelText('Start date (optional)', undefined, { timeout: 5000 }),
      { target: { value: '2030-03-04' } },
    );
    fireEvent.click(screen.getByRole('button', { name: 'Start program' }));
    expect(await screen.findByText(/0 of 3 stages completed · starts March 4, 2030/)).toBeTruthy();
    // Its days are on the member's schedule now.
    expect(screen.getByRole('link', { name: 'See its days in your schedule' }).getAttribute('href')).toBe('/me/schedule');
    expect(calls.find((c) => c.path === '/api/programs')!.search).toBe(`?page_id=${PAGE}`);
    expect(calls.find((c) => c.method === 'POST')!.body).toEqual({ start_date: '2030-03-04' });
    const items = await stageItems();
    expect(items.map((item) => item.getAttribute('aria-current'))).toEqual(['step', null, null]);
    expect(screen.queryByRole('button', { name: 'Start program' })).toBeNull();
    // Start program replaces the page's own Start (shown below when the page has no program).
    expect(screen.queryByRole('button', { name: 'Start' })).toBeNull();
  });

  it('completes a stage and the next one becomes active; undoing makes it active again', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    let completed = [s1];
    mockApi({
      'GET /api/programs': { body: { programs: [program] } },
      'GET /api/programs/subscriptions': () => ({
        body: {
          program_subscriptions: { [PROGRAM]: completed },
          subscriptions: [subscription(completed)],
        },
      }),
      [`POST /api/programs/${PROGRAM}/stages/${s2}/complete`]: () => {
        completed = [s1, s2];
        return { body: { program_subscription: subscription(completed) } };
      },
      [`DELETE /api/programs/${PROGRAM}/stages/${s2}`]: () => {
        completed = [s1];
        return { body: { program_subscription: subscription(completed) } };
      },
    });
    renderProgramPage();
    let items = await stageItems();
    await waitFor(() => expect(items[1]!.getAttribute('aria-current')).toBe('step'));
    expect(items.map((item) => item.dataset.stageState)).toEqual(['completed', 'active', 'open']);
    fireEvent.click(screen.getByRole('button', { name: 'Mark Week 2 as done' }));
    await screen.findByText('2 of 3 stages completed');
    items = await stageItems();
    expect(items.map((item) => item.dataset.stageState)).toEqual([
      'completed',
      'completed',
      'active',
    ]);
    expect(
      within(items[2]!).getByText('Current stage', { selector: '[aria-hidden]' }),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Mark Week 2 as not done' }));
    await screen.findByText('1 of 3 stages completed');
    expect((await stageItems()).map((item) => item.dataset.stageState)).toEqual([
      'completed',
      'active',
      'open',
    ]);
  });

  it('says when a stage closed by drip opens, on the member’s day and in their language, without Done', async () => {
    // 15:00 UTC on 10 March is already the 11th in Tokyo, where this member lives.
    completeSignIn(makeSignInResponse({ user: { timezone: 'Asia/Tokyo' } }), 'sign-in');
    const opening = subscription([s1], { stage_opens_at: { [s1]: null, [s2]: null, [s3]: '2030-03-10T15:00:00.000Z' } });
    mockApi({
      'GET /api/programs': { body: { programs: [program] } },
      'GET /api/programs/subscriptions': { body: { program_subscriptions: { [PROGRAM]: [s1] }, subscriptions: [opening] } },
    });
    renderProgramPage();
    expect(await screen.findByText('Opens on March 11, 2030', undefined, { timeout: 5000 })).toBeTruthy();
    const items = await stageItems();
    expect(items.map((item) => item.dataset.stageState)).toEqual(['completed', 'active', 'locked']);
    expect(within(items[2]!).queryByRole('button')).toBeNull();
    expect(within(items[1]!).getByRole('button', { name: 'Mark Week 2 as done' })).toBeTruthy();
    expect(screen.getAllByText(/^Opens on/)).toHaveLength(1);

    await changeLanguage('de');
    expect(await screen.findByText('Öffnet am 11. März 2030')).toBeTruthy();
  });

  it('says why when starting is refused because the program is locked', async () => {
    completeSignIn(makeSignInResponse(), 'sign-in');
    mockApi({
      'GET /api/programs': { body: { programs: [program] } },
      'GET /api/programs/subscriptions': { body: { program_subscriptions: {}, subscriptions: [] } },
      [`POST /api/programs/${PROGRAM}/subscribe`]: {
        status: 403,
        body: errorBody('program_locked', 'This program is locked', {
          granted: false,
          reason: 'require_purchase',
          data: null,
        }),
      },
    });
    renderProgramPage();
    fireEvent.click(
      await screen.findByRole('button', { name: 'Start program' }, { timeout: 5000 }),
    );
    expect((await screen.findByRole('alert')).textContent).toBe('This program is locked');
    expect(screen.getByRole('button', { name: 'Start program' })).toBeTruthy();
  });

  it('shows a guest the stages and a way to sign in, without stage buttons', async () => {
    mockApi({ 'GET /api/programs': { body: { programs: [program] } } });
    renderProgramPage();
    expect(
      await screen.findByText('Sign in to start this program and track your progress.', undefined, {
        timeout: 5000,
      }),
    ).toBeTruthy();
    expect((await stageItems()).map((item) => item.textContent)).toEqual([
      '1Week 1',
      '2Week 2',
      '3Week 3',
    ]);
    expect(screen.queryByRole('button', { name: /Mark/ })).toBeNull();
  });

  it('lists the page’s own steps when the owner made no program for it', async () => {
    mockApi({ 'GET /api/programs': { body: { programs: [] } } });
    renderProgramPage();
    const section = await screen.findByRole('region', { name: 'In this program' });
    expect(
      within(section)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/strength/week-1', '/strength/week-2', '/strength/week-3']);
    expect(await screen.findByRole('button', { name: 'Start' })).toBeTruthy();
  });
});
