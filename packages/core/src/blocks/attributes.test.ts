import { describe, expect, it } from 'vitest';
import type { PageAttributes } from '../entities/page';
import { firstNameOf, resolveAttribute } from './attributes';

const attributes: PageAttributes = {
  coach: { type: 'string', value: 'Sam' },
  intro: { type: 'rich_text', value: '<p>Hi</p>' },
  cover: { type: 'image', value: '/media/cover.jpg' },
  empty: { type: 'string', value: null },
  // A page attribute cannot impersonate member data.
  'member.first_name': { type: 'string', value: 'Mallory' },
};
const member = { name: '  Ana María López ', properties: { goal: 'Run 10k', blank: '' } };
const source = { page_title: 'Week one', attributes, member };

describe('resolveAttribute', () => {
  it('resolves the built-in page.title', () => {
    expect(resolveAttribute('page.title', source)).toEqual({ type: 'string', value: 'Week one' });
    expect(resolveAttribute('page.title', { ...source, page_title: '' })).toBeNull();
  });

  it('takes member.first_name from the signed-in member, never from the page', () => {
    expect(resolveAttribute('member.first_name', source)).toEqual({ type: 'string', value: 'Ana' });
    expect(resolveAttribute('member.first_name', { ...source, member: null })).toBeNull();
    expect(resolveAttribute('member.first_name', { ...source, member: undefined })).toBeNull();
  });

  it('takes other member.* slugs from the member properties', () => {
    expect(resolveAttribute('member.goal', source)).toEqual({ type: 'string', value: 'Run 10k' });
    expect(resolveAttribute('member.blank', source)).toBeNull();
    expect(resolveAttribute('member.unknown', source)).toBeNull();
    expect(resolveAttribute('member.goal', { ...source, member: { name: 'Ana' } })).toBeNull();
  });

  it('returns page attributes with their type', () => {
    expect(resolveAttribute('coach', source)).toEqual({ type: 'string', value: 'Sam' });
    expect(resolveAttribute('intro', source)).toEqual({ type: 'rich_text', value: '<p>Hi</p>' });
    expect(resolveAttribute('cover', source)).toEqual({ type: 'image', value: '/media/cover.jpg' });
  });

  it('resolves unset, empty and unknown slugs to null', () => {
    expect(resolveAttribute(null, source)).toBeNull();
    expect(resolveAttribute('', source)).toBeNull();
    expect(resolveAttribute('empty', source)).toBeNull();
    expect(resolveAttribute('missing', source)).toBeNull();
    expect(resolveAttribute('constructor', source)).toBeNull();
  });
});

describe('firstNameOf', () => {
  it('takes the first word', () => {
    expect(firstNameOf('Ana López')).toBe('Ana');
    expect(firstNameOf('   ')).toBe('');
    expect(firstNameOf('محمد علي')).toBe('محمد');
  });
});
