import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { iconNames } from '@tessera/core/blocks/icon-list';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import IconList from './index';

const props = (input: object) => blockSchemas.icon_list_block.parse(input);

describe('IconList', () => {
  it('lists each point with a decorative inline icon in the chosen colour', () => {
    const { container } = render(
      withBlockContext(
        <IconList
          id="l"
          page={page}
          props={props({
            title: 'What you get',
            icon_color: 'secondary',
            items: [
              { icon: 'trophy', title: 'Weekly challenges', text: 'Stay on track' },
              { icon: 'chat' },
              { icon: 'leaf', text: 'Meal plans' },
            ],
          })}
        />,
      ),
    );
    expect(screen.getByRole('region', { name: 'What you get' })).toBeTruthy();
    // The empty second item is skipped.
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
    const icons = container.querySelectorAll('svg');
    expect(icons).toHaveLength(2);
    expect(icons[0]?.getAttribute('aria-hidden')).toBe('true');
    expect(container.querySelector('use, link, i')).toBeNull();
    const section = container.firstElementChild as HTMLElement;
    expect(section.style.getPropertyValue('--icon-bg')).toBe('var(--color-secondary)');
    expect(section.style.getPropertyValue('--icon-fg')).toBe('var(--color-on-secondary)');
  });

  it('draws every built-in icon', () => {
    const items = iconNames.map((icon) => ({ icon, title: icon }));
    const { container } = render(
      withBlockContext(<IconList id="l" page={page} props={props({ items })} />),
    );
    for (const svg of container.querySelectorAll('svg'))
      expect(svg.children.length).toBeGreaterThan(0);
    expect(container.querySelectorAll('svg')).toHaveLength(iconNames.length);
  });

  it('renders nothing when empty', () => {
    const { container } = render(
      withBlockContext(<IconList id="l" page={page} props={props({ items: [{}] })} />),
    );
    expect(container.innerHTML).toBe('');
  });
});
