import { describe, expect, it } from 'vitest';
import { FIELD_MUST_BE_EMAIL, FIELD_REQUIRED, MUST_BE_HTTP_URL } from '../messages';
import { CHOOSE_NETWORK, SOCIAL_LINKS_MAX, socialSchema } from './social';

const issueOf = (input: object) => socialSchema.safeParse(input).error?.issues[0];

describe('socialSchema', () => {
  it('fills every field with its default', () => {
    expect(socialSchema.parse({})).toEqual({ title: '', links: [], align: 'center', background_color: null, schedule: null });
  });

  it('accepts web addresses for networks and a plain address for email', () => {
    const links = [
      { network: 'instagram', url: 'https://instagram.com/peak' },
      { network: 'website', url: 'http://peak.example' },
      { network: 'email', url: 'hello@peak.example' },
    ];
    expect(socialSchema.parse({ links }).links).toEqual(links);
  });

  it.each(['javascript:alert(1)', 'instagram.com/peak', 'mailto:hello@peak.example'])('refuses %s for a network', (url) => {
    expect(issueOf({ links: [{ network: 'x', url }] })).toMatchObject({ path: ['links', 0, 'url'], message: MUST_BE_HTTP_URL });
  });

  it('refuses a web address for email', () => {
    expect(issueOf({ links: [{ network: 'email', url: 'https://peak.example' }] })).toMatchObject({
      path: ['links', 0, 'url'],
      message: FIELD_MUST_BE_EMAIL,
    });
  });

  it('requires an address', () => {
    expect(issueOf({ links: [{ network: 'youtube', url: '' }] })).toMatchObject({ path: ['links', 0, 'url'], message: FIELD_REQUIRED });
    expect(issueOf({ links: [{ network: 'youtube' }] })).toMatchObject({ path: ['links', 0, 'url'], message: FIELD_REQUIRED });
  });

  it('refuses an unknown network', () => {
    expect(issueOf({ links: [{ network: 'myspace', url: 'https://myspace.com/x' }] })).toMatchObject({
      path: ['links', 0, 'network'],
      message: CHOOSE_NETWORK,
    });
  });

  it('caps the number of links', () => {
    const links = Array.from({ length: SOCIAL_LINKS_MAX + 1 }, () => ({ network: 'website', url: 'https://peak.example' }));
    expect(issueOf({ links })).toMatchObject({ path: ['links'], message: `Add at most ${SOCIAL_LINKS_MAX} links` });
  });
});
