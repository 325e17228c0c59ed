import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Text from './index';

const props = (input: object) => blockSchemas.text_block.parse(input);

describe('Text', () => {
  it('renders rich text and strips scripts and handlers', () => {
    const { container } = render(
      withBlockContext(<Text id="t" page={page} props={props({ content: '<p onclick="x()">Hello <em>there</em></p><script>alert(1)</script><img src=x onerror="y()">' })} />),
    );
    expect(screen.getByText('there').tagName).toBe('EM');
    expect(container.querySelector('script')).toBeNull();
    expect(container.innerHTML).not.toMatch(/onclick|onerror/);
  });

  it('opens external links in a new tab without opener', () => {
    render(withBlockContext(<Text id="t" page={page} props={props({ content: '<a href="https://example.com">out</a>' })} />));
    const link = screen.getByRole('link', { name: 'out' });
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('sends in-app links through onNavigate', () => {
    const onNavigate = vi.fn();
    render(withBlockContext(<Text id="t" page={page} props={props({ content: '<a href="/about">about</a>' })} />, { onNavigate }));
    fireEvent.click(screen.getByRole('link', { name: 'about' }));
    expect(onNavigate).toHaveBeenCalledWith('/about');
  });

  it('shows a bound page attribute instead of its own content', () => {
    render(withBlockContext(<Text id="t" page={page} props={props({ content: 'ignored', page_attribute_slug: 'intro' })} />));
    expect(screen.getByText('text').tagName).toBe('STRONG');
    expect(screen.queryByText('ignored')).toBeNull();
  });

  it('escapes string attributes and resolves page.title', () => {
    const { rerender } = render(withBlockContext(<Text id="t" page={page} props={props({ page_attribute_slug: 'coach' })} />));
    expect(screen.getByText('Sam <3')).toBeTruthy();
    rerender(withBlockContext(<Text id="t" page={page} props={props({ page_attribute_slug: 'page.title' })} />));
    expect(screen.getByText('Welcome')).toBeTruthy();
  });

  it("greets the signed-in member by first name (member.first_name) and shows member properties", () => {
    const member = { name: 'Ana María López', properties: { goal: 'Run <10k>' } };
    const { rerender } = render(withBlockContext(<Text id="t" page={page} props={props({ page_attribute_slug: 'member.first_name' })} />, { member }));
    expect(screen.getByText('Ana').tagName).toBe('P');
    rerender(withBlockContext(<Text id="t" page={page} props={props({ page_attribute_slug: 'member.goal' })} />, { member }));
    expect(screen.getByText('Run <10k>')).toBeTruthy();
  });

  it('shows nothing for member attributes when signed out', () => {
    const { container } = render(withBlockContext(<Text id="t" page={page} props={props({ content: 'x', page_attribute_slug: 'member.first_name' })} />, { member: null }));
    expect(container.innerHTML).toBe('');
  });

  it('renders nothing for empty content', () => {
    const { container } = render(withBlockContext(<Text id="t" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
