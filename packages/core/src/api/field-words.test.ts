import { beforeAll, describe, expect, it } from 'vitest';
import { fieldIssuesFrom } from '../error-catalogue';
import { applyCatalogueMessages } from '../zod-messages';
import { createAppContract } from './studio-apps';
import { createOverlayContract } from './studio-overlays';
import { createPageContract } from './studio-pages';

beforeAll(() => applyCatalogueMessages());

/**
 * A string field whose schema names "required" for every failure (`z.string({ error })`) must still
 * say too_long when too long: each such `.max` carries its own words.
 */
describe('required text fields refuse an over-long value as too long, not as missing', () => {
  it.each([
    ['a page title', createPageContract.body, { title: 'x'.repeat(201) }, 'body.title', 200],
    ['an app name', createAppContract.body, { slug: 'fine', name: 'x'.repeat(81) }, 'body.name', 80],
    ['an overlay title', createOverlayContract.body, { title: 'x'.repeat(201) }, 'body.title', 200],
  ])('%s', (_name, schema, body, field, max) => {
    const result = schema!.safeParse(body);
    expect(fieldIssuesFrom('body', result.error?.issues ?? [])).toEqual([{ field, code: 'too_long', message: `Must be at most ${max} characters.`, params: { max } }]);
  });

  it('and a missing one as required', () => {
    expect(fieldIssuesFrom('body', createOverlayContract.body!.safeParse({}).error?.issues ?? [])).toEqual([
      { field: 'body.title', code: 'required', message: 'Field is required.' },
    ]);
  });
});
