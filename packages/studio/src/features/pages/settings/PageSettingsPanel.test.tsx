import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import type { PageDraft } from '@tessera/core/api/studio-pages';
import { accessNodeSchema, type PageAction } from '@tessera/core/entities/page';
import { demoApp } from '../../../test/fixtures';
import { fakeServer } from '../../../test/fake-server';
import { draftOf } from '../test/page-fixtures';
import { renderInStudio } from '../test/render-in-studio';
import { PageSettingsPanel } from './PageSettingsPanel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** The panel as the editor holds it: each patch is applied to the draft and recorded. */
function Harness({ initial, patches }: { initial: PageDraft; patches: Partial<PageDraft>[] }) {
  const [draft, setDraft] = useState(initial);
  return (
    <PageSettingsPanel
      appId={demoApp.id}
      draft={draft}
      onChange={(patch) => {
        patches.push(patch);
        setDraft((current) => ({ ...current, ...patch }));
      }}
    />
  );
}

const OVERLAYS = [
  { id: 'b1c2d3e4-0000-4000-8000-000000000001', title: 'Gold offer', block_count: 2, updated_at: '2026-03-01T10:00:00.000Z' },
  { id: 'b1c2d3e4-0000-4000-8000-000000000002', title: 'Annual plan', block_count: 1, updated_at: '2026-03-02T10:00:00.000Z' },
];

const product = (id: string, name: string, amount: number, interval: 'month' | null) => ({
  id,
  name,
  image: null,
  is_hidden: false,
  is_archived: false,
  amount,
  currency: 'USD',
  interval,
  active_holders: 0,
  updated_at: '2026-03-01T10:00:00.000Z',
});
const PRODUCTS = [product('prod_gold', 'Gold', 2900, 'month'), product('prod_silver', 'Silver', 1500, null), { ...product('prod_old', 'Old plan', 900, null), is_archived: true }];

function renderPanel(initial: PageDraft = draftOf()) {
  // The colours section paints swatches in the app's theme; a failed load falls back to the default theme.
  fakeServer({
    [`GET /api/studio/apps/${demoApp.id}`]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not Found' } } }),
    [`GET /api/studio/apps/${demoApp.id}/overlays`]: () => ({ body: { overlays: OVERLAYS } }),
    [`GET /api/studio/apps/${demoApp.id}/products`]: () => ({ body: { products: PRODUCTS } }),
  });
  const patches: Partial<PageDraft>[] = [];
  renderInStudio(`/apps/${demoApp.id}/pages`, { element: <Harness initial={initial} patches={patches} /> });
  return patches;
}

const open = (section: string) => fireEvent.click(screen.getByRole('button', { name: new RegExp(`^${section}`) }));
const type = (label: string | RegExp, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

// The first render loads every section; on a busy machine that alone can take seconds.
describe('page settings panel', { timeout: 15_000 }, () => {
  it('turns a rule on for an inheriting page: first its own rules, then sign-in, each as the whole access node', () => {
    const patches = renderPanel(draftOf({ access: accessNodeSchema.parse({ parent: 'parent-1' }) }));
    open('Access');
    expect(screen.getByRole('button', { name: /^Access/ }).textContent).toContain('Follows the page above');
    // Inheriting: the page's own rules are not offered.
    expect(screen.queryByRole('switch', { name: 'Require sign-in' })).toBeNull();
    fireEvent.click(screen.getByRole('switch', { name: 'Use the rules of the page above' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Require sign-in' }));
    const inherited = accessNodeSchema.parse({ parent: 'parent-1' });
    expect(patches).toEqual([
      { access: { ...inherited, inherit: false } },
      { access: { ...inherited, inherit: false, require_authentication: true } },
    ]);
    // Each rule explains itself.
    expect(screen.getByRole('switch', { name: 'Require sign-in' }).getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Visitors must sign in to open this page.')).toBeTruthy();
    expect(screen.getByRole('button', { name: /^Access/ }).textContent).toContain('Require sign-in');
  });

  it('asks for products when a purchase is required, picked from the app’s products and stored as ids', async () => {
    const patches = renderPanel(draftOf({ access: accessNodeSchema.parse({ inherit: false }) }));
    open('Access');
    fireEvent.click(screen.getByRole('switch', { name: 'Require a purchase' }));
    expect(screen.getByText('Without a product, only admins can open this page.')).toBeTruthy();
    const picker = screen.getByRole('group', { name: 'Products' });
    fireEvent.click(await within(picker).findByRole('checkbox', { name: /Gold · \$29\.00 a month/ }));
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Silver/ }));
    expect(patches.at(-1)?.access?.products).toEqual([{ id: 'prod_gold' }, { id: 'prod_silver' }]);
    expect(screen.queryByText('Without a product, only admins can open this page.')).toBeNull();
    // An archived product is not offered for a new lock.
    expect(within(picker).queryByRole('checkbox', { name: /Old plan/ })).toBeNull();
    fireEvent.click(within(picker).getByRole('checkbox', { name: /Gold/ }));
    expect(patches.at(-1)?.access?.products).toEqual([{ id: 'prod_silver' }]);
  });

  it('keeps a stored product id that names no product, said as such, until it is unticked', async () => {
    const patches = renderPanel(draftOf({ access: accessNodeSchema.parse({ inherit: false, require_purchase: true, products: [{ id: 'gone' }, { id: 'prod_old' }] }) }));
    open('Access');
    const picker = screen.getByRole('group', { name: 'Products' });
    const gone = await within(picker).findByRole('checkbox', { name: 'A product that no longer exists (gone)' });
    expect((gone as HTMLInputElement).checked).toBe(true);
    expect((within(picker).getByRole('checkbox', { name: /Old plan/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(gone);
    expect(patches.at(-1)?.access?.products).toEqual([{ id: 'prod_old' }]);
  });

  it('picks the purchase overlay from the app’s overlays, and can clear it', async () => {
    const patches = renderPanel(draftOf({ access: accessNodeSchema.parse({ inherit: false, require_purchase: true, purchase_overlay: { id: 'gone-overlay' } }) }));
    open('Access');
    const picker = screen.getByRole('combobox', { name: 'Purchase overlay' }) as HTMLSelectElement;
    await waitFor(() => expect(picker.disabled).toBe(false));
    // An id that names no overlay of the app shows as such, not as another one.
    expect([...picker.options].map((option) => option.textContent)).toEqual(['No overlay', 'An overlay that no longer exists', 'Annual plan', 'Gold offer']);
    expect(picker.value).toBe('gone-overlay');
    fireEvent.change(picker, { target: { value: OVERLAYS[0]!.id } });
    expect(patches.at(-1)?.access?.purchase_overlay).toEqual({ id: OVERLAYS[0]!.id });
    fireEvent.change(picker, { target: { value: '' } });
    expect(patches.at(-1)?.access?.purchase_overlay).toBeNull();
  });

  it('schedules an unlock on a date, or a set time after the member starts', () => {
    const patches = renderPanel(draftOf({ access: accessNodeSchema.parse({ inherit: false }) }));
    open('Access');
    fireEvent.click(screen.getByRole('switch', { name: 'Scheduled' }));
    expect(screen.getByText('Choose when the page unlocks.')).toBeTruthy();
    type('Unlock date and time', '2030-05-01T09:30');
    expect(patches.at(-1)?.access?.unlocks_at).toBe('2030-05-01T09:30:00+00:00');

    fireEvent.click(screen.getByRole('radio', { name: 'A set time after the member starts' }));
    expect(patches.at(-1)?.access).toMatchObject({ unlocks_at: null, unlock_duration_seconds: null, schedule_period: null });
    type('After', '2');
    expect(patches.at(-1)?.access?.unlock_duration_seconds).toBe(2 * 24 * 3600);
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'weeks' } });
    expect(patches.at(-1)?.access?.unlock_duration_seconds).toBe(2 * 7 * 24 * 3600);
    const count = patches.length;
    type('After', '1.5');
    expect(screen.getByText('Enter a whole number, such as 3.')).toBeTruthy();
    expect(patches).toHaveLength(count);

    fireEvent.click(screen.getByRole('radio', { name: 'A number of calendar periods after the member starts' }));
    type('After', '3');
    fireEvent.change(screen.getByRole('combobox', { name: 'Unit' }), { target: { value: 'months' } });
    expect(patches.at(-1)?.access).toMatchObject({ unlock_duration_seconds: null, schedule_period: 3, schedule_interval: 'months' });
  });

  it('validates the path with the core schema, storing only a valid one', () => {
    const patches = renderPanel();
    type('Path', 'About Us');
    const path = screen.getByLabelText('Path');
    expect(path.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Must be a path like /about or /programs/week-1')).toBeTruthy();
    expect(patches).toEqual([]);
    type('Path', '/about-us');
    expect(patches).toEqual([{ path: '/about-us' }]);
    expect(path.getAttribute('aria-invalid')).toBeNull();

    type('Title', '');
    expect(screen.getByText('Field is required.')).toBeTruthy();
    type('Title', 'About us ');
    // Trimmed when stored; the field keeps what is being typed.
    expect(patches.at(-1)).toEqual({ title: 'About us' });
    expect((screen.getByLabelText('Title') as HTMLInputElement).value).toBe('About us ');
    type('Description', 'A week of strength');
    type('Description', '');
    expect(patches.slice(-2)).toEqual([{ description: 'A week of strength' }, { description: null }]);
  });

  it('adds and removes tags', () => {
    const patches = renderPanel(draftOf({ tags: ['strength'] }));
    const input = screen.getByLabelText('Tags');
    fireEvent.change(input, { target: { value: 'mobility' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(patches.at(-1)).toEqual({ tags: ['strength', 'mobility'] });
    fireEvent.click(screen.getByRole('button', { name: 'Remove tag strength' }));
    expect(patches.at(-1)).toEqual({ tags: ['mobility'] });
  });

  it('shows the eight display flags as switches', () => {
    const patches = renderPanel();
    open('Display');
    const switches = within(screen.getByRole('button', { name: /^Display/ }).closest('section')!).getAllByRole('switch');
    const name = (control: HTMLElement) => document.querySelector(`label[for="${control.id}"]`)?.textContent;
    expect(switches.map(name)).toEqual([
      'Top of a section',
      'Back button',
      'Bookmark button',
      'Add to schedule button',
      'Space at the bottom',
      'Tab bar',
      'View switcher',
      'App toolbar',
    ]);
    expect(switches.map((control) => (control as HTMLInputElement).checked)).toEqual([false, true, false, false, true, true, false, true]);
    fireEvent.click(screen.getByRole('switch', { name: 'Tab bar' }));
    expect(patches).toEqual([{ show_tabbar: false }]);
  });

  it('offers mark complete, start and button actions, never track_progress, and keeps a hidden one', () => {
    const hidden: PageAction = { id: 'track', action_type: 'track_progress', block_action: null, text: '', post_action_button_text: null };
    const patches = renderPanel(draftOf({ actions: [hidden] }));
    open('Page actions');
    fireEvent.click(screen.getByRole('button', { name: 'Add action' }));
    const types = screen.getByRole('combobox', { name: 'Type' });
    expect(within(types).getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['mark_complete', 'start', 'generic_button']);
    fireEvent.change(types, { target: { value: 'start' } });
    type('Button text', 'Start the program');
    type('Text once done', 'Started');
    const actions = patches.at(-1)?.actions;
    expect(actions?.[0]).toEqual(hidden);
    expect(actions?.[1]).toMatchObject({ action_type: 'start', text: 'Start the program', post_action_button_text: 'Started', block_action: null });
  });

  it('edits schedules with start, end and scope, and warns when one ends before it starts', () => {
    const patches = renderPanel();
    open('Schedules');
    fireEvent.click(screen.getByRole('button', { name: 'Add schedule' }));
    expect(patches.at(-1)).toEqual({ schedules: [{ starts_at: null, ends_at: null, scope_type: 'page', is_multiday: false }] });
    type('Starts', '2030-01-10T18:00');
    type('Ends', '2030-01-10T17:00');
    expect(screen.getByText('This ends before it starts.')).toBeTruthy();
    fireEvent.change(screen.getByRole('combobox', { name: 'Applies to' }), { target: { value: 'subscriber' } });
    expect(patches.at(-1)).toEqual({
      schedules: [{ starts_at: '2030-01-10T18:00:00+00:00', ends_at: '2030-01-10T17:00:00+00:00', scope_type: 'subscriber', is_multiday: false }],
    });
    fireEvent.click(screen.getByRole('button', { name: 'Remove schedule 1' }));
    expect(patches.at(-1)).toEqual({ schedules: [] });
  });

  it('sets colour mode and background colour, or none', () => {
    const patches = renderPanel(draftOf({ background_color: 'primary' }));
    open('Colours');
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour mode' }), { target: { value: 'dark' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Light grey' }));
    fireEvent.click(screen.getByRole('radio', { name: 'None' }));
    fireEvent.change(screen.getByRole('combobox', { name: 'Colour mode' }), { target: { value: '' } });
    expect(patches).toEqual([{ color_mode: 'dark' }, { background_color: 'light_grey' }, { background_color: null }, { color_mode: null }]);
  });

  it('shows built-in attributes read-only and edits the page’s own, refusing reserved names', () => {
    const patches = renderPanel(draftOf({ title: 'Week 1', attributes: { coach: { type: 'string', value: 'Ana' } } }));
    open('Attributes');
    const builtIn = screen.getByRole('list', { name: 'Built-in attributes' });
    expect(within(builtIn).getByText('page.title')).toBeTruthy();
    expect(within(builtIn).getByText(/Always the page's title \(now “Week 1”\)/)).toBeTruthy();
    expect(within(builtIn).getByText('member.first_name')).toBeTruthy();
    expect(within(builtIn).queryByRole('textbox')).toBeNull();

    type('Name', 'member.nickname');
    expect(screen.getByText('“page.title” and names starting with “member.” are built in. Choose another name.')).toBeTruthy();
    type('Name', 'page.title');
    expect(patches).toEqual([]);
    type('Name', 'coach_name');
    expect(patches.at(-1)).toEqual({ attributes: { coach_name: { type: 'string', value: 'Ana' } } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Type' }), { target: { value: 'image' } });
    type('Value', 'https://cdn.example.com/ana.jpg');
    expect(patches.at(-1)).toEqual({ attributes: { coach_name: { type: 'image', value: 'https://cdn.example.com/ana.jpg' } } });
    fireEvent.click(screen.getByRole('button', { name: 'Add attribute' }));
    expect(Object.keys(patches.at(-1)!.attributes!)).toEqual(['coach_name', 'attribute_2']);
    fireEvent.click(screen.getByRole('button', { name: 'Remove attribute coach_name' }));
    expect(patches.at(-1)).toEqual({ attributes: { attribute_2: { type: 'string', value: null } } });
  });

  it('uploads the image shared with links to the page', async () => {
    const url = `/media/${demoApp.id}/images/share.webp`;
    const media = { id: 'm1', url, width: 1200, height: 630, format: 'webp', bytes: 900, created_at: '2026-03-01T10:00:00.000Z' };
    fakeServer({
      [`GET /api/studio/apps/${demoApp.id}`]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not Found' } } }),
      [`POST /api/studio/apps/${demoApp.id}/media`]: () => ({ status: 201, body: { media } }),
    });
    const patches: Partial<PageDraft>[] = [];
    renderInStudio(`/apps/${demoApp.id}/pages`, { element: <Harness initial={draftOf()} patches={patches} /> });
    open('Sharing');
    const file = new File([new Uint8Array(8)], 'share.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Upload image, Image when shared'), { target: { files: [file] } });
    await waitFor(() => expect(patches.at(-1)).toEqual({ og_image: url }));
    expect((screen.getByRole('textbox', { name: 'Image when shared' }) as HTMLInputElement).value).toBe(url);
  });
});
