import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Avatar from './index';

const props = (input: object) => blockSchemas.avatar_block.parse(input);

describe('Avatar', () => {
  it('shows the photo at the chosen SPEC size with the name and caption', () => {
    const { container } = render(
      withBlockContext(
        <Avatar
          id="a"
          page={page}
          props={props({
            image: '/sam.jpg',
            name: 'Sam Rivera',
            caption: 'Head coach',
            size: 'large',
          })}
        />,
      ),
    );
    expect(screen.getByText('Sam Rivera')).toBeTruthy();
    expect(screen.getByText('Head coach')).toBeTruthy();
    const photo = container.querySelector('img');
    expect(photo?.getAttribute('src')).toBe('/sam.jpg');
    // The name is written beside it, so the photo is not announced twice.
    expect(photo?.getAttribute('alt')).toBe('');
    expect(
      (container.firstElementChild as HTMLElement).style.getPropertyValue('--avatar-size'),
    ).toBe('250px');
  });

  it('shows initials when there is no photo', () => {
    render(
      withBlockContext(
        <Avatar id="a" page={page} props={props({ name: 'ana maría lópez', size: 'small' })} />,
      ),
    );
    expect(screen.getByText('AL').getAttribute('aria-hidden')).toBe('true');
  });

  it('links the whole card when it has an action', () => {
    render(
      withBlockContext(
        <Avatar
          id="a"
          page={page}
          props={props({ name: 'Sam', action: { type: 'open_page', page_id: 'p1' } })}
        />,
      ),
    );
    expect(screen.getByRole('link', { name: 'Sam' }).getAttribute('href')).toBe('/program/week-1');
  });

  it('renders nothing when empty', () => {
    const { container } = render(withBlockContext(<Avatar id="a" page={page} props={props({})} />));
    expect(container.innerHTML).toBe('');
  });
});
