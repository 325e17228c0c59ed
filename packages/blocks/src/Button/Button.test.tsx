import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Button from './index';

const props = (input: object) => blockSchemas.button_block.parse(input);

describe('Button', () => {
  it('is a router link for an in-app path', () => {
    render(withBlockContext(<Button id="b" page={page} props={props({ text: 'Join', action: { type: 'open_page', path: '/join' } })} />));
    const link = screen.getByRole('link', { name: 'Join' });
    expect(link.getAttribute('href')).toBe('/join');
    expect(link.dataset.routerLink).toBe('true');
  });

  it('takes its colours from theme variables', () => {
    const { container } = render(withBlockContext(<Button id="b" page={page} props={props({ color: 'secondary_2' })} />));
    const wrap = container.firstElementChild as HTMLElement;
    expect(wrap.style.getPropertyValue('--button-bg')).toBe('var(--color-secondary-2)');
    expect(wrap.style.getPropertyValue('--button-fg')).toBe('var(--color-on-secondary-2)');
  });

  it('shows an inert label when it has no action', () => {
    render(withBlockContext(<Button id="b" page={page} props={props({ text: 'Soon' })} />));
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Soon').getAttribute('aria-disabled')).toBe('true');
  });
});
