import { screen, within } from '@testing-library/react';
import { publishedBlocks } from '@tessera/core/blocks/published-blocks';
import { describe, expect, it } from 'vitest';
import { pageContentTypes } from '@tessera/core/entities/page';
import type { PageReference } from '@tessera/core/entities/page';
import { visuallyHiddenClass } from '@tessera/ui/VisuallyHidden';
import { makePage } from '../../../test/fixtures';
import { renderApp } from '../../../test/render';
import { PageTemplate } from './PageTemplate';

const ref = (id: string, title: string): PageReference => ({
  page_id: id,
  title,
  path: `/p/${id}`,
  page_content_type: 'generic',
  image: null,
  description: null,
});

function renderTemplate(page: ReturnType<typeof makePage>) {
  return renderApp({ path: '/x', routes: [{ path: '*', element: <PageTemplate page={page} /> }] });
}

const eyebrows: Record<string, string | null> = {
  generic: null,
  program: 'Program',
  workout: 'Workout',
  meal: 'Meal',
  article: 'Article',
  exercise: 'Exercise',
  stream: 'Live stream',
  collection: 'Collection',
  event_occurrence: 'Event',
  pack: 'Pack',
  form: 'Form',
};

describe('PageTemplate dispatch', () => {
  it.each(pageContentTypes)('renders a %s page with its own template and title', (type) => {
    const { container } = renderTemplate(makePage({ page_content_type: type, page_title: `A ${type} page` }));
    expect(container.querySelector('article')?.dataset.template).toBe(type);
    expect(screen.getByRole('heading', { level: 1, name: `A ${type} page` })).toBeTruthy();
    const eyebrow = eyebrows[type];
    if (eyebrow) expect(screen.getByText(eyebrow)).toBeTruthy();
  });

  it('lists a program’s stages in order', () => {
    renderTemplate(makePage({ page_content_type: 'program', children: [ref('a', 'Week one'), ref('b', 'Week two')] }));
    const section = screen.getByRole('region', { name: 'In this program' });
    expect(within(section).getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual(['/p/a', '/p/b']);
    expect(within(section).getByRole('list').tagName).toBe('OL');
  });

  it('lists siblings with the current stage marked when a program page has no children', () => {
    renderTemplate(makePage({ page_id: 'b', page_content_type: 'program', siblings: [ref('a', 'Week one'), ref('b', 'Week two')] }));
    const current = screen.getByRole('link', { name: /Week two/ });
    expect(within(current).getByText('Current page')).toBeTruthy();
  });

  it('shows a collection’s children as cards', () => {
    renderTemplate(makePage({ page_content_type: 'collection', children: [ref('a', 'Recipes')] }));
    const section = screen.getByRole('region', { name: 'In this collection' });
    expect(within(section).getByRole('link', { name: /Recipes/ })).toBeTruthy();
  });

  it('shows when an event happens', () => {
    renderTemplate(
      makePage({
        page_content_type: 'event_occurrence',
        page_schedule: { starts_at: '2030-05-01T18:00:00Z', ends_at: '2030-05-01T19:00:00Z', scope_type: 'page', is_multiday: false },
      }),
    );
    expect(document.querySelector('time')?.getAttribute('datetime')).toBe('2030-05-01T18:00:00Z');
  });

  it('keeps the generic title for screen readers when a hero leads the page', () => {
    renderTemplate(makePage({ page_title: 'Home', blocks: publishedBlocks([{ id: 'h', type: 'hero_block', props: { title: 'Big hello' } }]) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Home' }).closest('header')?.className).toBe(visuallyHiddenClass);
  });
});

describe('leading hero', () => {
  it('shows a hero first and does not repeat a title it already shows', () => {
    const { container } = renderTemplate(
      makePage({
        page_content_type: 'program',
        page_title: 'Strength',
        blocks: publishedBlocks([
          { id: 'h', type: 'hero_block', props: { title: 'Strength' } },
          { id: 't', type: 'text_block', props: { content: '<p>x</p>' } },
        ]),
      }),
    );
    const article = container.querySelector('article');
    expect(article?.firstElementChild?.tagName).toBe('DIV');
    expect(screen.getByRole('heading', { level: 1, name: 'Strength' }).className).toBe(visuallyHiddenClass);
    expect(screen.getByText('Program')).toBeTruthy();
  });

  it('keeps a different page title visible under the hero', () => {
    renderTemplate(makePage({ page_content_type: 'article', page_title: 'Sleep', blocks: publishedBlocks([{ id: 'h', type: 'hero_block', props: { title: 'Rest well' } }]) }));
    expect(screen.getByRole('heading', { level: 1, name: 'Sleep' }).className).not.toBe(visuallyHiddenClass);
  });
});

describe('generic page actions', () => {
  const generic = (id: string, text: string, block_action: Record<string, unknown> | null) => ({
    id,
    action_type: 'generic_button' as const,
    block_action,
    text,
    post_action_button_text: null,
  });

  it('link to the address or page of their published block action, and show nothing for any other', async () => {
    renderTemplate(
      makePage({
        page_actions: [
          generic('a', 'Our shop', { type: 'open_url', url: 'https://shop.example.com' }),
          generic('b', 'Week one', { type: 'open_page', page_id: 'p1', path: '/p/week-1' }),
          generic('c', 'Share it', { type: 'share' }),
          generic('d', 'Nowhere', null),
        ],
      }),
    );
    expect((await screen.findByRole('link', { name: 'Our shop' }, { timeout: 5000 })).getAttribute('href')).toBe('https://shop.example.com');
    expect(screen.getByRole('link', { name: 'Week one' }).getAttribute('href')).toBe('/p/week-1');
    expect(screen.queryByText('Share it')).toBeNull();
    expect(screen.queryByText('Nowhere')).toBeNull();
  });
});
