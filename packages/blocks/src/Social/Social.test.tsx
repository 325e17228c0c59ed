import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blockSchemas } from '@tessera/core/blocks/registry';
import { page, withBlockContext } from '../test/fixtures';
import Social from './index';

const props = (input: object) => blockSchemas.social_block.parse(input);
const links = [
  { network: 'instagram', url: 'https://instagram.com/peak' },
  { network: 'x', url: 'https://x.com/peak' },
  { network: 'website', url: 'https://peak.example' },
  { network: 'email', url: 'hello@peak.example' },
];

describe('Social', () => {
  it('names every link for screen readers and opens profiles in a new tab', () => {
    render(withBlockContext(<Social id="s" page={page} props={props({ title: 'Find us', links })} />));
    expect(screen.getByRole('navigation', { name: 'Find us' })).toBeTruthy();
    const instagram = screen.getByRole('link', { name: 'Instagram (opens in a new tab)' });
    expect(instagram.getAttribute('href')).toBe('https://instagram.com/peak');
    expect(instagram.getAttribute('target')).toBe('_blank');
    expect(instagram.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: 'X (opens in a new tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Website (opens in a new tab)' })).toBeTruthy();
    const email = screen.getByRole('link', { name: 'Email: hello@peak.example' });
    expect(email.getAttribute('href')).toBe('mailto:hello@peak.example');
    expect(email.hasAttribute('target')).toBe(false);
  });

  it('draws an inline icon per link, hidden from screen readers', () => {
    const { container } = render(withBlockContext(<Social id="s" page={page} props={props({ links })} />));
    const icons = container.querySelectorAll('a svg');
    expect(icons).toHaveLength(4);
    icons.forEach((icon) => expect(icon.getAttribute('aria-hidden')).toBe('true'));
  });

  it('translates the generic names and the landmark', () => {
    render(withBlockContext(<Social id="s" page={page} props={props({ links })} />, { locale: 'de' }));
    expect(screen.getByRole('navigation', { name: 'Folge uns' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Webseite (öffnet in einem neuen Tab)' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'E-Mail: hello@peak.example' })).toBeTruthy();
  });

  it('renders nothing without links', () => {
    const { container } = render(withBlockContext(<Social id="s" page={page} props={props({ title: 'x' })} />));
    expect(container.innerHTML).toBe('');
  });
});
