import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Collection from './index';

const props = (input: object) => blockSchemas.collection_block.parse(input);

describe('Collection', () => {
  it('renders a card per referenced page, in item order, skipping unknown pages', () => {
    render(
      withBlockContext(
        <Collection id="c" page={page} props={props({ title: 'Start here', items: [{ page_id: 'p2' }, { page_id: 'gone' }, { page_id: 'p1' }] })} />,
      ),
    );
    const list = screen.getByRole('list');
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual(['/meals/breakfast', '/program/week-1']);
    expect(screen.getByRole('heading', { name: 'Start here' })).toBeTruthy();
    expect(screen.getByText('Start here', { selector: 'span' })).toBeTruthy();
  });

  it('switches between list and grid layouts', () => {
    const { rerender } = render(withBlockContext(<Collection id="c" page={page} props={props({ items: [{ page_id: 'p1' }] })} />));
    expect(screen.getByRole('list').dataset.layout).toBe('list');
    rerender(withBlockContext(<Collection id="c" page={page} props={props({ layout: 'grid', items: [{ page_id: 'p1' }] })} />));
    expect(screen.getByRole('list').dataset.layout).toBe('grid');
  });

  it('renders nothing with no title and no resolvable items', () => {
    const { container } = render(withBlockContext(<Collection id="c" page={page} props={props({ items: [{ page_id: 'gone' }] })} />));
    expect(container.innerHTML).toBe('');
  });
});
