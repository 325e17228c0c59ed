import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Hero from './index';

const props = (input: object) => blockSchemas.hero_block.parse(input);

describe('Hero', () => {
  it('shows title, subtitle and a decorative picture', () => {
    const { container } = render(withBlockContext(<Hero id="h" page={page} props={props({ title: 'Move daily', subtitle: 'Small steps', image: '/hero.jpg' })} />));
    expect(screen.getByRole('heading', { name: 'Move daily' })).toBeTruthy();
    expect(screen.getByText('Small steps')).toBeTruthy();
    expect(container.querySelector('img')?.getAttribute('alt')).toBe('');
  });

  it('fetches its picture first as the LCP picture, lazily otherwise, sized from the upload', () => {
    const upload = '/media/app/images/abc-1200x675.webp';
    const { container, rerender } = render(withBlockContext(<Hero id="h" page={page} isLcp props={props({ title: 'Move', image: upload })} />));
    const img = container.querySelector('img')!;
    expect(img.getAttribute('loading')).toBe('eager');
    expect(img.getAttribute('fetchpriority')).toBe('high');
    expect(img.getAttribute('width')).toBe('1200');
    expect(img.getAttribute('sizes')).toBe('100vw');
    expect(img.getAttribute('srcset')).toContain('-960w.webp 960w');
    rerender(withBlockContext(<Hero id="h" page={page} props={props({ title: 'Move', image: upload })} />));
    expect(container.querySelector('img')?.getAttribute('loading')).toBe('lazy');
  });

  it('carries the ratio and overlay as CSS variables', () => {
    const { container } = render(withBlockContext(<Hero id="h" page={page} props={props({ ratio: 120, overlay: 50, image: '/x.jpg' })} />));
    const root = container.firstElementChild as HTMLElement;
    expect(root.style.getPropertyValue('--hero-ratio')).toBe('120');
    expect(root.style.getPropertyValue('--hero-overlay')).toBe('0.5');
  });

  it('links its action through the block context, resolving page ids via references', () => {
    render(withBlockContext(<Hero id="h" page={page} props={props({ title: 'T', action: { type: 'open_page', page_id: 'p1' }, action_text: 'Start' })} />));
    const link = screen.getByRole('link', { name: 'Start' });
    expect(link.getAttribute('href')).toBe('/program/week-1');
    expect(link.dataset.routerLink).toBe('true');
  });

  it('hides the action button when there is nowhere to go', () => {
    render(withBlockContext(<Hero id="h" page={page} props={props({ title: 'T', action: { type: 'open_page', page_id: 'gone' }, action_text: 'Start' })} />));
    expect(screen.queryByText('Start')).toBeNull();
  });
});
