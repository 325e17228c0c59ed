import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Search from './index';

const props = (input: object) => blockSchemas.search_block.parse(input);

const item = (id: string, title: string) => ({
  page_id: id,
  title,
  path: `/articles/${id}`,
  page_content_type: 'article',
  image: null,
  description: `About ${title}`,
  position: 0,
  tags: [],
  page_access: { granted: true, reason: null, data: null },
  is_completed: null,
});

function type(text: string) {
  fireEvent.change(screen.getByRole('searchbox'), { target: { value: text } });
}

describe('Search', () => {
  it('is a labelled search landmark that sends nothing for one character', async () => {
    const fetchJson = vi.fn();
    render(withBlockContext(<Search id="s" page={page} props={props({ placeholder: 'Search articles' })} />, { fetchJson }));
    expect(screen.getByRole('search')).toBeTruthy();
    expect(screen.getByRole('searchbox', { name: 'Search articles' }).getAttribute('placeholder')).toBe('Search articles');
    type('y');
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('searches once typing pauses, announces the count and links the results', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: [item('a', 'Sleep better'), item('b', 'Sleep and stress')], total_count: 2 });
    render(withBlockContext(<Search id="s" page={page} props={props({ content_type: 'article', limit: 5 })} />, { fetchJson }));
    type('sl');
    type('sle');
    type('sleep');
    expect(await screen.findByText('2 results')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledTimes(1);
    expect(fetchJson.mock.calls[0]?.[0]).toBe('/api/content/article?q=sleep&limit=5');
    expect(screen.getByRole('status').textContent).toBe('2 results');
    const link = screen.getByRole('link', { name: /Sleep better/ });
    expect(link.getAttribute('href')).toBe('/articles/a');
    expect(link.getAttribute('data-router-link')).toBe('true');
  });

  it('says when nothing matched', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: [], total_count: 0 });
    render(withBlockContext(<Search id="s" page={page} props={props({})} />, { fetchJson }));
    type('zzz');
    expect(await screen.findByText('No results for “zzz”')).toBeTruthy();
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('shows a loading state, then an error with a retry that asks again', async () => {
    let fail = true;
    const fetchJson = vi.fn(() => (fail ? Promise.reject(new Error('offline')) : Promise.resolve({ items: [item('a', 'Yoga')], total_count: 1 })));
    render(withBlockContext(<Search id="s" page={page} props={props({})} />, { fetchJson }));
    type('yoga');
    expect(await screen.findByText('Searching…')).toBeTruthy();
    expect(await screen.findByText("Search didn't work. Check your connection and try again.")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('1 result')).toBeTruthy();
    expect(fetchJson).toHaveBeenCalledTimes(2);
  });

  it('cancels the previous search when the query changes', async () => {
    const signals: AbortSignal[] = [];
    const fetchJson = vi.fn((_url: string, init?: { signal?: AbortSignal }) => {
      signals.push(init!.signal!);
      return new Promise(() => undefined);
    });
    render(withBlockContext(<Search id="s" page={page} props={props({})} />, { fetchJson }));
    type('run');
    await waitFor(() => expect(fetchJson).toHaveBeenCalledTimes(1));
    type('running');
    await waitFor(() => expect(fetchJson).toHaveBeenCalledTimes(2));
    expect(signals[0]?.aborted).toBe(true);
    expect(signals[1]?.aborted).toBe(false);
  });

  it('explains that results appear in the app where it cannot search (studio canvas)', async () => {
    render(withBlockContext(<Search id="s" page={page} props={props({})} />, { locale: 'nl' }));
    expect(screen.getByRole('searchbox', { name: 'Zoeken' })).toBeTruthy();
    type('hardlopen');
    expect(await screen.findByText('Resultaten verschijnen in de app.')).toBeTruthy();
  });
});
