import { render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetWarnings } from './lib/warn-once';
import type { ComponentProps } from 'react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { RenderBlocks } from './RenderBlocks';
import { page, withBlockContext } from './test/fixtures';

/** Blocks as the server publishes them (defaults written in), which is what members' pages carry. */
function Published(props: ComponentProps<typeof RenderBlocks>) {
  return <RenderBlocks {...props} blocks={publishedBlocks(props.blocks)} />;
}

describe('RenderBlocks', () => {
  let warn: ReturnType<typeof vi.spyOn>;
  beforeEach(() => {
    resetWarnings();
    warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  });
  afterEach(() => warn.mockRestore());

  it('renders known blocks in order with defaults applied', async () => {
    render(
      withBlockContext(
        <Published
          page={page}
          blocks={[
            { id: 'a', type: 'hero_block', props: { title: 'First' } },
            { id: 'b', type: 'button_block', props: {} },
          ]}
        />,
      ),
    );
    expect(await screen.findByRole('heading', { name: 'First' })).toBeTruthy();
    // The button's default text proves defaults were applied before rendering.
    expect(await screen.findByText('Open')).toBeTruthy();
    const order = [...document.querySelectorAll('[data-block-type]')].map((node) => node.getAttribute('data-block-type'));
    expect(order).toEqual(['hero_block', 'button_block']);
  });

  it('renders nothing for an unknown type and warns once per type', async () => {
    const { container } = render(
      withBlockContext(
        <RenderBlocks
          page={page}
          blocks={[
            { id: 'x1', type: 'rocket_block', props: {} },
            { id: 'x2', type: 'rocket_block', props: {} },
            ...publishedBlocks([{ id: 't', type: 'text_block', props: { content: '<p>still here</p>' } }]),
          ]}
        />,
      ),
    );
    expect(await screen.findByText('still here')).toBeTruthy();
    expect(container.querySelectorAll('[data-block-type]')).toHaveLength(1);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[0])).toContain('rocket_block');
  });

  it('renders published props as they are, without validating them again', async () => {
    // The server parsed them at publish (publishedBlocks); the member app carries no schema to
    // recheck them, so even a text the schema would now refuse (over 80 characters) shows.
    const [button] = publishedBlocks([{ id: 'b', type: 'button_block', props: {} }]);
    const text = 'Go '.repeat(30).trim();
    render(withBlockContext(<RenderBlocks page={page} blocks={[{ id: 'b', type: 'button_block', props: { ...button?.props, text } }]} />));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it('hides a block outside its schedule window', async () => {
    const now = Date.parse('2026-03-01T12:00:00Z');
    const schedule = (starts_at: string | null, ends_at: string | null) => ({ starts_at, ends_at, scope_type: 'page' });
    render(
      withBlockContext(
        <Published
          page={{ ...page, now }}
          blocks={[
            { id: 'past', type: 'text_block', props: { content: '<p>ended</p>', schedule: schedule(null, '2026-03-01T11:00:00Z') } },
            { id: 'open', type: 'text_block', props: { content: '<p>running</p>', schedule: schedule('2026-03-01T11:00:00Z', '2026-03-01T13:00:00Z') } },
            { id: 'later', type: 'text_block', props: { content: '<p>upcoming</p>', schedule: schedule('2026-03-01T13:00:00Z', null) } },
          ]}
        />,
      ),
    );
    expect(await screen.findByText('running')).toBeTruthy();
    expect(screen.queryByText('ended')).toBeNull();
    expect(screen.queryByText('upcoming')).toBeNull();
  });

  it('reads subscriber windows in the member\'s timezone', async () => {
    const block = {
      id: 's',
      type: 'text_block',
      props: { content: '<p>morning</p>', schedule: { starts_at: '2026-06-01T08:00:00Z', ends_at: '2026-06-01T09:00:00Z', scope_type: 'subscriber' } },
    };
    // 06:30 UTC is 08:30 in Oslo (inside the window) and 07:30 in London (before it).
    const now = Date.parse('2026-06-01T06:30:00Z');
    const { unmount } = render(withBlockContext(<Published page={{ ...page, now, timezone: 'Europe/Oslo' }} blocks={[block]} />));
    expect(await screen.findByText('morning')).toBeTruthy();
    unmount();
    render(withBlockContext(<Published page={{ ...page, now, timezone: 'Europe/London' }} blocks={[block]} />));
    expect(document.querySelector('[data-block-id="s"]')).toBeNull();
  });

  it("reads subscriber windows in the signed-in member's profile timezone, not the device's", async () => {
    const block = {
      id: 'm',
      type: 'text_block',
      props: { content: '<p>breakfast</p>', schedule: { starts_at: '2026-06-01T08:00:00Z', ends_at: '2026-06-01T09:00:00Z', scope_type: 'subscriber' } },
    };
    // 22:30 UTC on 31 May is 08:30 on 1 June in Sydney; the test process runs in UTC (before the window).
    const now = Date.parse('2026-05-31T22:30:00Z');
    const { unmount } = render(withBlockContext(<Published page={{ ...page, now }} blocks={[block]} />, { member: { name: 'Ada', timezone: 'Australia/Sydney' } }));
    expect(await screen.findByText('breakfast')).toBeTruthy();
    unmount();
    render(withBlockContext(<Published page={{ ...page, now }} blocks={[block]} />, { member: null }));
    expect(document.querySelector('[data-block-id="m"]')).toBeNull();
  });

  it('shows a block when its window opens while the page is open', async () => {
    const startsAt = new Date(Date.now() + 150).toISOString();
    render(
      withBlockContext(
        <Published page={page} blocks={[{ id: 'soon', type: 'text_block', props: { content: '<p>now open</p>', schedule: { starts_at: startsAt, ends_at: null } } }]} />,
      ),
    );
    expect(screen.queryByText('now open')).toBeNull();
    expect(await screen.findByText('now open', {}, { timeout: 3000 })).toBeTruthy();
  });

  it('paints a block\'s background colour from the theme and its text to match', async () => {
    render(withBlockContext(<Published page={page} blocks={[{ id: 'c', type: 'text_block', props: { content: '<p>band</p>', background_color: 'dark' } }]} />));
    await screen.findByText('band');
    const wrapper = document.querySelector('[data-block-id="c"]') as HTMLElement;
    expect(wrapper.style.getPropertyValue('--block-bg')).toBe('var(--color-dark)');
    expect(wrapper.style.getPropertyValue('--block-fg')).toBe('var(--color-on-dark)');
  });

  it('renders every block type of set A from its defaults without failing', async () => {
    const types = ['avatar_block', 'attachment_block', 'iframe_block', 'chat_block', 'share_block', 'workout_block', 'icon_list_block', 'map_block'];
    render(withBlockContext(<Published page={page} blocks={types.map((type) => ({ id: type, type, props: {} }))} />));
    // Of the empty defaults only the chat (its coming-soon note) and share (its button) have something to show.
    expect(await screen.findByText('Chat is coming soon')).toBeTruthy();
    expect(await screen.findByRole('button', { name: /Share|Copy link/ })).toBeTruthy();
    expect(warn).not.toHaveBeenCalled();
  });

  it('loads the first screen’s pictures at once, the first of them first, and later ones lazily', async () => {
    const pictures = [1, 2, 3, 4].map((n) => ({ id: `i${n}`, type: 'image_block', props: { image: `/media/a/p${n}-800x600.webp`, alt: `Picture ${n}` } }));
    const loading = async () =>
      Promise.all([1, 2, 3, 4].map(async (n) => {
        const img = await screen.findByRole('img', { name: `Picture ${n}` }, { timeout: 5_000 });
        return `${img.getAttribute('loading')}${img.getAttribute('fetchpriority') === 'high' ? ' high' : ''}`;
      }));
    const { unmount } = render(withBlockContext(<Published page={page} blocks={pictures} />));
    expect(await loading()).toEqual(['eager high', 'eager', 'eager', 'lazy']);
    unmount();
    // After a cover shown apart, these blocks start lower on the screen: fewer of them are in its first screen.
    render(withBlockContext(<Published page={page} blocks={pictures} isLcpElsewhere firstScreenCount={1} />));
    expect(await loading()).toEqual(['eager', 'lazy', 'lazy', 'lazy']);
  });

  it('hands the page\'s next path to its blocks for open_next', async () => {
    render(
      withBlockContext(
        <Published page={{ ...page, next_path: '/program/week-2' }} blocks={[{ id: 'n', type: 'button_block', props: { text: 'Next week', action: { type: 'open_next' } } }]} />,
      ),
    );
    expect((await screen.findByRole('link', { name: 'Next week' })).getAttribute('href')).toBe('/program/week-2');
  });
});
