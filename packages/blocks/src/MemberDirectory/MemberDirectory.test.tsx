import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import MemberDirectory from './index';

const props = (input: object) => blockSchemas.member_directory_block.parse(input);
const member = { name: 'Ana López' };
const people = [
  { id: '1', name: 'Bea Costa', avatar_urls: { small: '/a/bea-s.jpg', medium: '/a/bea-m.jpg', large: '/a/bea-l.jpg' }, is_app_messaging_profile: false },
  { id: '2', name: 'Carl Nilsson', avatar_urls: null, is_app_messaging_profile: false },
  { id: '3', name: 'Dee', avatar_urls: null, is_app_messaging_profile: false },
];

describe('MemberDirectory', () => {
  it('lists members with avatars or initials from the directory', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: people, page: 1, total_count: 3 });
    const { container } = render(withBlockContext(<MemberDirectory id="m" page={page} props={props({ title: 'Our community' })} />, { member, fetchJson }));
    expect(screen.getByRole('status').textContent).toContain('Loading members…');
    expect(await screen.findByText('Bea Costa')).toBeTruthy();
    expect(fetchJson.mock.calls[0]?.[0]).toBe('/api/subscribers/directory?page=1');
    expect(screen.getByRole('region', { name: 'Our community' })).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/a/bea-s.jpg');
    expect(screen.getByText('CN').getAttribute('aria-hidden')).toBe('true');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('links each member to their profile panel', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: people, page: 1, total_count: 3 });
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({})} />, { member, fetchJson }));
    expect((await screen.findByRole('link', { name: 'Bea Costa' })).getAttribute('href')).toBe('#member/1');
    expect(screen.getByRole('link', { name: 'Carl Nilsson' }).getAttribute('href')).toBe('#member/2');
  });

  it('shows at most its limit and says how many more there are', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: people, page: 1, total_count: 30 });
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({ limit: 2, layout: 'list' })} />, { member, fetchJson }));
    expect(await screen.findByText('and 28 more')).toBeTruthy();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('asks signed-out visitors to sign in and does not call the API', () => {
    const fetchJson = vi.fn();
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({})} />, { member: null, fetchJson }));
    expect(screen.getByText('Sign in to see who else is here.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign in' }).getAttribute('href')).toBe('#auth');
    expect(fetchJson).not.toHaveBeenCalled();
  });

  it('has an empty state', async () => {
    const fetchJson = vi.fn().mockResolvedValue({ items: [], page: 1, total_count: 0 });
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({})} />, { member, fetchJson, locale: 'pl' }));
    expect(await screen.findByText('Nie ma jeszcze członków do pokazania.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Członkowie' })).toBeTruthy();
  });

  it('shows an error with a retry', async () => {
    const fetchJson = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ items: people, page: 1, total_count: 3 });
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({})} />, { member, fetchJson }));
    expect((await screen.findByRole('alert')).textContent).toContain("Members couldn't be loaded.");
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Dee')).toBeTruthy();
  });

  it('describes itself where there is no member session (studio canvas)', () => {
    render(withBlockContext(<MemberDirectory id="m" page={page} props={props({})} />));
    expect(screen.getByText('Members with public profiles appear here.')).toBeTruthy();
  });
});
