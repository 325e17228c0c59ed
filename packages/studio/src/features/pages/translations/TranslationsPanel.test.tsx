import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { StudioAppDetail } from '@tessera/core/api/studio-apps';
import type { StudioTranslation } from '@tessera/core/api/studio-pages';
import { BLOCK_DOCUMENT_VERSION } from '@tessera/core/entities/page';
import { appDetail } from '../../../test/app-fixtures';
import { demoApp } from '../../../test/fixtures';
import { fakeServer, type FakeRequest } from '../../../test/fake-server';
import { draftOf, pageId } from '../test/page-fixtures';
import { renderInStudio } from '../test/render-in-studio';
import { TranslationsPanel } from './TranslationsPanel';
import { contentFrom, translatableFields, valuesFrom } from './translatable-fields';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const page = pageId(2);
const api = `/api/studio/apps/${demoApp.id}/pages/${page}/translations`;

const draft = draftOf({
  title: 'Week 1',
  blocks: {
    schema_version: BLOCK_DOCUMENT_VERSION,
    blocks: [
      { id: 'hero-1', type: 'hero_block', props: { title: 'Get strong', subtitle: 'Four sessions a week', image: 'https://cdn.test/a.jpg', ratio: 56, action_text: '' } },
      { id: 'text-1', type: 'text_block', props: { content: '<p>Warm up <b>first</b>.</p><p>Then lift.</p>' } },
      { id: 'unknown-1', type: 'mystery_block', props: { title: 'Not offered' } },
      {
        id: 'icons-1',
        type: 'icon_list_block',
        props: {
          title: 'Why join',
          icon_color: 'primary',
          items: [
            { icon: 'check', title: 'Coaching', text: 'Every week' },
            { icon: 'star', title: '', text: 'Plans made for you' },
            { icon: 'heart', title: 'Community', text: 'Friendly people' },
          ],
        },
      },
      {
        id: 'group-1',
        type: 'composed_block',
        props: {
          layout: 'stack',
          blocks: [
            { id: 'inner-text', type: 'text_block', props: { content: '<p>Inside</p>' } },
            { id: 'inner-hero', type: 'hero_block', props: { title: 'Inner hero', subtitle: '' } },
          ],
        },
      },
    ],
  },
});

const app: StudioAppDetail = appDetail({
  languages: ['en', 'de', 'fr', 'ar'],
  app_url: 'http://demo.localhost',
  preview_url: 'http://demo.localhost/?page-builder',
});

const translation = (locale: StudioTranslation['locale'], status: StudioTranslation['status'], content: Partial<StudioTranslation['content']> = {}): StudioTranslation => ({
  locale,
  status,
  content: { page_title: null, blocks: {}, ...content },
  updated_at: status === 'default' ? null : '2025-03-01T10:00:00.000Z',
});

function translationsServer(overrides: Record<string, (request: FakeRequest) => { status?: number; body?: unknown }> = {}) {
  return fakeServer({
    [`GET /api/studio/apps/${demoApp.id}`]: () => ({ body: { app } }),
    [`GET ${api}`]: () => ({
      body: {
        translations: [
          translation('en', 'default'),
          translation('de', 'draft', { page_title: 'Woche 1', blocks: { 'icons-1': { items: { '0': { text: 'Jede Woche' } } } } }),
          translation('fr', 'published', { page_title: 'Semaine 1', blocks: { 'hero-1': { title: 'Devenez fort' } } }),
          translation('ar', 'default'),
        ],
      },
    }),
    ...overrides,
  });
}

const renderPanel = () =>
  renderInStudio(`/apps/${demoApp.id}/pages`, { element: <TranslationsPanel appId={demoApp.id} pageId={page} draft={draft} /> });

describe('translatable fields', () => {
  it('offers the title, the text props of known blocks, their list items and the blocks inside composed blocks', () => {
    const fields = translatableFields(draft);
    expect(fields.map((field) => [field.key, field.kind, field.block?.number ?? null])).toEqual([
      ['page_title', 'text', null],
      ['hero-1.title', 'text', '1'],
      ['hero-1.subtitle', 'textarea', '1'],
      ['text-1.content', 'richtext', '2'],
      ['icons-1.title', 'text', '4'],
      ['icons-1.items.0.title', 'text', '4'],
      ['icons-1.items.0.text', 'textarea', '4'],
      // An empty text is not offered: there is nothing to translate.
      ['icons-1.items.1.text', 'textarea', '4'],
      ['icons-1.items.2.title', 'text', '4'],
      ['icons-1.items.2.text', 'textarea', '4'],
      ['inner-text.content', 'richtext', '5.1'],
      ['inner-hero.title', 'text', '5.2'],
    ]);
    expect(fields.find((field) => field.key === 'icons-1.items.2.text')?.item).toEqual({ key: '2', number: 3, labelKey: 'blocks.iconList.item', field: 'text' });
  });

  it('does not offer identifiers every language shares (a file type, a conversation id)', () => {
    const fields = translatableFields({
      title: 'Files',
      blocks: {
        schema_version: 1,
        blocks: [
          { id: 'file', type: 'attachment_block', props: { url: 'https://example.com/plan.pdf', title: 'Training plan', file_type: 'application/pdf' } },
          { id: 'chat', type: 'chat_block', props: { title: 'Club chat', thread_id: 'thread-42' } },
        ],
      },
    });
    expect(fields.map((field) => field.key)).toEqual(['page_title', 'file.url', 'file.title', 'chat.title']);
  });

  it('saves only what was filled in, list items under their list and nested blocks by their own id', () => {
    const fields = translatableFields(draft);
    const values = {
      page_title: ' Woche 1 ',
      'hero-1.title': 'Werde stark',
      'hero-1.subtitle': '  ',
      'text-1.content': '',
      'icons-1.items.0.text': 'Jede Woche',
      'icons-1.items.2.title': 'Gemeinschaft',
      'icons-1.items.2.text': 'Nette Leute',
      'inner-hero.title': 'Innen',
    };
    expect(contentFrom(values, fields)).toEqual({
      page_title: 'Woche 1',
      blocks: {
        'hero-1': { title: 'Werde stark' },
        'icons-1': { items: { '0': { text: 'Jede Woche' }, '2': { title: 'Gemeinschaft', text: 'Nette Leute' } } },
        'inner-hero': { title: 'Innen' },
      },
    });
  });

  it('reads translations saved before and now, ignoring what does not fit', () => {
    const fields = translatableFields(draft);
    const saved = {
      page_title: 'Woche 1',
      blocks: {
        'hero-1': { title: 'Werde stark', ratio: 3 },
        'icons-1': { title: { de: 'x' }, items: { '1': { text: 'Für dich', icon: 'bolt' }, '7': { text: 'Weg' }, '2': 'kein Punkt' } },
        'inner-text': { content: '<p>Drinnen</p>' },
      },
    };
    expect(valuesFrom(saved, fields)).toEqual({
      page_title: 'Woche 1',
      'hero-1.title': 'Werde stark',
      'icons-1.items.1.text': 'Für dich',
      'inner-text.content': '<p>Drinnen</p>',
    });
  });
});

describe('translations panel', { timeout: 15_000 }, () => {
  it("lists the app's languages with their status", async () => {
    translationsServer();
    renderPanel();
    const list = await screen.findByRole('list', { name: 'Languages' });
    const rows = within(list).getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual([
      'EnglishDefault languageThe page\'s own content. Edit it in the editor.',
      'GermanDraftEdit',
      'FrenchPublishedEdit',
      'ArabicNot translatedTranslate',
    ]);
    expect(screen.getByText(/Anything not translated shows the default content in English/)).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Translate into Arabic' })).toBeTruthy();
  });

  it('shows each default text beside its translation, and saves only the translated fields as a draft', async () => {
    const server = translationsServer({
      [`PUT ${api}/de`]: (request) => ({
        body: { translation: { ...translation('de', 'draft'), content: (request.body as { content: StudioTranslation['content'] }).content } },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the German translation' }));
    expect(screen.getByRole('heading', { name: /German translation/ })).toBeTruthy();
    expect(screen.getByText('Fields left empty fall back to the default content in English.')).toBeTruthy();

    const title = screen.getByRole('textbox', { name: 'Page title, German' });
    expect((title as HTMLInputElement).value).toBe('Woche 1');
    expect(title.getAttribute('lang')).toBe('de');
    expect(document.getElementById(title.getAttribute('aria-describedby')!)?.textContent).toBe('Week 1');
    // Each field is named by its block, so two blocks with the same fields never share a name.
    const heroTitle = screen.getByRole('textbox', { name: 'Hero banner 1 › Title, German' });
    expect(document.getElementById(heroTitle.getAttribute('aria-describedby')!)?.textContent).toBe('Get strong');
    expect(screen.queryByDisplayValue('Not offered')).toBeNull();
    expect(screen.getAllByRole('group').map((group) => within(group).getAllByRole('textbox').length)).toEqual([1, 2, 1, 6, 1, 1]);
    expect(document.querySelectorAll('legend')[4]?.textContent).toBe('Block 5.1: Text');

    // List items' texts, with the text saved before.
    const point1 = screen.getByRole('textbox', { name: 'Icon list 4 › Point 1 › Description, German' });
    expect((point1 as HTMLTextAreaElement).value).toBe('Jede Woche');
    const point3 = screen.getByRole('textbox', { name: 'Icon list 4 › Point 3 › Description, German' });
    expect(document.getElementById(point3.getAttribute('aria-describedby')!)?.textContent).toBe('Friendly people');
    expect(screen.getByText('Point 3 › Description')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Icon list 4 › Point 2 › Description, German' })).toBeTruthy();
    expect(screen.queryByRole('textbox', { name: 'Icon list 4 › Point 2 › Heading, German' })).toBeNull();

    // Rich text is written in the rich text editor, with the default text read as words beside it.
    const content = screen.getByRole('textbox', { name: 'Text 2 › Content, German' });
    expect(content.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByRole('toolbar', { name: 'Formatting for Text 2 › Content, German' })).toBeTruthy();
    expect(content.closest('[lang]')?.getAttribute('lang')).toBe('de');
    expect(screen.getByText('Warm up first.\nThen lift.', { normalizer: (text) => text })).toBeTruthy();
    const inner = screen.getByRole('textbox', { name: 'Text 5.1 › Content, German' });
    inner.innerHTML = '<p>Drinnen <b>oben</b></p>';
    fireEvent.input(inner);

    fireEvent.change(heroTitle, { target: { value: 'Werde stark' } });
    fireEvent.change(point3, { target: { value: 'Nette Leute' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Hero banner 5.2 › Title, German' }), { target: { value: 'Innen' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save as draft' }));
    await waitFor(() => expect(server.to('PUT', `${api}/de`)).toHaveLength(1));
    expect(server.to('PUT', `${api}/de`)[0]?.body).toEqual({
      status: 'draft',
      content: {
        page_title: 'Woche 1',
        blocks: {
          'hero-1': { title: 'Werde stark' },
          'icons-1': { items: { '0': { text: 'Jede Woche' }, '2': { text: 'Nette Leute' } } },
          'inner-text': { content: '<p>Drinnen <strong>oben</strong></p>' },
          'inner-hero': { title: 'Innen' },
        },
      },
    });
    expect(await screen.findByText('Saved as a draft. Members do not see it yet.')).toBeTruthy();
  });

  it('starts rich text from the default text in the rich text editor', async () => {
    translationsServer();
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate into Arabic' }));
    const content = screen.getByRole('textbox', { name: 'Text 2 › Content, Arabic' });
    expect(content.closest('[dir]')?.getAttribute('dir')).toBe('rtl');
    fireEvent.click(within(screen.getByRole('group', { name: 'Block 2: Text' })).getByRole('button', { name: 'Start from the default text' }));
    await waitFor(() => expect(content.innerHTML).toBe('<p>Warm up <strong>first</strong>.</p><p>Then lift.</p>'));
  });

  it('shows a text the server refuses under its field', async () => {
    const field = 'body.content.blocks.icons-1.items.2.text';
    translationsServer({
      [`PUT ${api}/de`]: () => ({
        status: 400,
        body: {
          error: {
            code: 'validation_failed',
            message: `${field}: Must be at most 500 characters.`,
            details: [{ field, code: 'too_long', params: { max: 500 }, message: 'Must be at most 500 characters.' }],
          },
        },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the German translation' }));
    const point3 = screen.getByRole('textbox', { name: 'Icon list 4 › Point 3 › Description, German' });
    fireEvent.change(point3, { target: { value: 'x'.repeat(600) } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish translation' }));
    await waitFor(() => expect(point3.getAttribute('aria-invalid')).toBe('true'));
    const [, message] = point3.getAttribute('aria-describedby')!.split(' ');
    expect(document.getElementById(message!)?.textContent).toBe('Must be at most 500 characters.');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('publishes a new translation, starting from the default text, with right-to-left fields for Arabic', async () => {
    const server = translationsServer({
      [`PUT ${api}/ar`]: (request) => ({
        body: { translation: { ...translation('ar', 'published'), content: (request.body as { content: StudioTranslation['content'] }).content } },
      }),
    });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Translate into Arabic' }));
    expect(screen.queryByRole('button', { name: 'Remove translation' })).toBeNull();
    const title = screen.getByRole('textbox', { name: 'Page title, Arabic' });
    expect(title.getAttribute('dir')).toBe('rtl');
    fireEvent.click(within(title.parentElement!).getByRole('button', { name: 'Start from the default text' }));
    expect((title as HTMLInputElement).value).toBe('Week 1');
    fireEvent.change(title, { target: { value: 'الأسبوع 1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Publish translation' }));
    await waitFor(() => expect(server.to('PUT', `${api}/ar`)).toHaveLength(1));
    expect(server.to('PUT', `${api}/ar`)[0]?.body).toEqual({ status: 'published', content: { page_title: 'الأسبوع 1', blocks: {} } });
    expect(await screen.findByText('Published. Members reading in Arabic see it now.')).toBeTruthy();
  });

  it('removes a translation after asking, and goes back to the list', async () => {
    const server = translationsServer({ [`DELETE ${api}/fr`]: () => ({ body: { translation: translation('fr', 'default') } }) });
    renderPanel();
    fireEvent.click(await screen.findByRole('button', { name: 'Edit the French translation' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove translation' }));
    const dialog = screen.getByRole('alertdialog', { name: 'Remove the French translation?' });
    expect(dialog.textContent).toContain('Members reading in French will see the default content in English again.');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(server.to('DELETE', `${api}/fr`)).toHaveLength(1));
    const list = await screen.findByRole('list', { name: 'Languages' });
    expect(within(list).getAllByRole('listitem')[2]?.textContent).toBe('FrenchNot translatedTranslate');
  });

  it('says when the translations cannot be loaded, with a retry', async () => {
    translationsServer({ [`GET ${api}`]: () => ({ status: 404, body: { error: { code: 'not_found', message: 'Not Found' } } }) });
    renderPanel();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Could not load the translations.');
    expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  });
});
