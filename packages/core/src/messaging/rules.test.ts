import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  canDeleteMessage,
  canReportMessage,
  escapeMessageText,
  groupMessages,
  mentionedNames,
  messageParts,
  plainMessageText,
  privateThreadTitle,
  splitMentions,
  splitMessageText,
  whyCannotMessage,
  type MessagingSwitches,
} from './rules';

const on: MessagingSwitches = { enabled: true, member_to_member: true, member_to_admin: true, groups_enabled: true, admins_can_delete: false };
const ann = { id: 'ann' };
const bob = { id: 'bob' };
const appProfile = { id: 'app', is_app_messaging_profile: true };
const admin = { id: 'adm', is_account_admin: true };

describe('who may message whom (SPEC §6)', () => {
  it('never oneself, not even an app profile or an admin', () => {
    expect(whyCannotMessage(ann, ann, on)).toBe('self');
    expect(whyCannotMessage(appProfile, appProfile, on)).toBe('self');
    expect(whyCannotMessage(admin, admin, on)).toBe('self');
  });
  it('a member messages a member who accepts, when member-to-member is on', () => {
    expect(whyCannotMessage(ann, bob, on)).toBeNull();
    expect(whyCannotMessage(ann, { ...bob, can_receive_messages_from_members: false }, on)).toBe('not_accepting');
    expect(whyCannotMessage(ann, bob, { ...on, member_to_member: false })).toBe('member_to_member_off');
  });
  it('a member messages the app profile only with member-to-admin on', () => {
    expect(whyCannotMessage(ann, appProfile, on)).toBeNull();
    expect(whyCannotMessage(ann, appProfile, { ...on, member_to_admin: false })).toBe('member_to_admin_off');
    expect(whyCannotMessage(ann, appProfile, { ...on, member_to_member: false })).toBeNull();
  });
  it('app profiles and account admins message anyone, even those who do not accept', () => {
    const closed = { ...bob, can_receive_messages_from_members: false };
    const off = { ...on, member_to_member: false, member_to_admin: false };
    expect(whyCannotMessage(appProfile, closed, off)).toBeNull();
    expect(whyCannotMessage(admin, closed, off)).toBeNull();
  });
  it('a block stops members, and nothing works with messaging off', () => {
    expect(whyCannotMessage(ann, bob, on, true)).toBe('blocked');
    expect(whyCannotMessage(admin, bob, { ...on, enabled: false })).toBe('messaging_off');
  });
  it('property: a member is refused exactly when SPEC says', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), fc.boolean(), fc.boolean(), (accepts, isProfile, m2m, m2a) => {
        const target = { id: 't', can_receive_messages_from_members: accepts, is_app_messaging_profile: isProfile };
        const allowed = whyCannotMessage(ann, target, { ...on, member_to_member: m2m, member_to_admin: m2a }) === null;
        const spec = isProfile ? m2a : accepts && m2m;
        expect(allowed).toBe(spec);
      }),
    );
  });
});

describe('deleting and reporting', () => {
  it('the author deletes; an account admin only under the stricter option', () => {
    expect(canDeleteMessage(ann, 'ann', on)).toBe(true);
    expect(canDeleteMessage(bob, 'ann', on)).toBe(false);
    expect(canDeleteMessage(admin, 'ann', on)).toBe(false);
    expect(canDeleteMessage(admin, 'ann', { admins_can_delete: true })).toBe(true);
    expect(canDeleteMessage(bob, 'ann', { admins_can_delete: true })).toBe(false);
  });
  it('anyone but the author reports', () => {
    expect(canReportMessage(bob, 'ann')).toBe(true);
    expect(canReportMessage(ann, 'ann')).toBe(false);
  });
});

describe('mentions (SPEC §5)', () => {
  it('a span ends at the matching bracket', () => {
    expect(splitMentions('hi @<Ann <The Great>>!')).toEqual([
      { type: 'text', text: 'hi ' },
      { type: 'mention', name: 'Ann <The Great>' },
      { type: 'text', text: '!' },
    ]);
    expect(mentionedNames('@<Ann> and @<Bob> and @<Ann>')).toEqual(['Ann', 'Bob']);
  });
  it('an unclosed or empty mention stays text', () => {
    expect(splitMentions('@<Ann')).toEqual([{ type: 'text', text: '@<Ann' }]);
    expect(splitMentions('@<> x')).toEqual([{ type: 'text', text: '@<> x' }]);
    expect(mentionedNames('mail me @ <Ann>')).toEqual([]);
  });
});

describe('escaping (SPEC §5)', () => {
  it('escapes angle brackets outside mentions and keeps mention delimiters', () => {
    expect(escapeMessageText('<script>alert(1)</script> @<Ann>')).toBe('&lt;script&gt;alert(1)&lt;/script&gt; @<Ann>');
    expect(escapeMessageText('@<A <b>>')).toBe('@<A &lt;b&gt;>');
  });
  it('property: the stored form has no tag, and reads back as written', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom('a', ' ', '<', '>', '@', '&', ';', 'l', 't', 'g') }), (raw) => {
        const stored = escapeMessageText(raw);
        const withoutMentions = messageParts(stored).every((p) => p.type === 'mention' || !/[<>]/.test(escapeMessageText(p.text)));
        expect(withoutMentions).toBe(true);
        expect(/<[a-z/]/i.test(stored.replace(/@<[^>]*>/g, ''))).toBe(false);
        expect(plainMessageText(stored)).toBe(raw);
        expect(escapeMessageText(plainMessageText(stored))).toBe(stored);
      }),
    );
  });
});

describe('links (SPEC §5)', () => {
  it('splits leading and trailing links into attachments, in order', () => {
    expect(splitMessageText('https://a.example/x look at this\nplease https://b.example https://c.example')).toEqual([
      { type: 'attachment', url: 'https://a.example/x' },
      { type: 'message', text: 'look at this\nplease' },
      { type: 'attachment', url: 'https://b.example' },
      { type: 'attachment', url: 'https://c.example' },
    ]);
  });
  it('keeps links in the middle, and a text of only a link is one attachment', () => {
    expect(splitMessageText('see https://a.example now')).toEqual([{ type: 'message', text: 'see https://a.example now' }]);
    expect(splitMessageText('  https://a.example ')).toEqual([{ type: 'attachment', url: 'https://a.example' }]);
    expect(splitMessageText('   ')).toEqual([]);
    expect(splitMessageText('javascript:alert(1) hi')).toEqual([{ type: 'message', text: 'javascript:alert(1) hi' }]);
  });
  it('property: nothing is lost — the parts hold every word, in order', () => {
    const word = fc.oneof(fc.constantFrom('https://x.example', 'http://y.example/p?q=1'), fc.stringMatching(/^[a-z]{1,5}$/));
    fc.assert(
      fc.property(fc.array(word, { maxLength: 8 }), (words) => {
        const parts = splitMessageText(words.join(' '));
        const back = parts.flatMap((p) => (p.type === 'attachment' ? [p.url] : p.text.split(/\s+/)));
        expect(back).toEqual(words);
        expect(parts.filter((p) => p.type === 'message').length).toBeLessThanOrEqual(1);
      }),
    );
  });
});

describe('grouping (SPEC §9: 60 000 ms)', () => {
  const m = (user: string, ts: number, type = 'message') => ({ user: { id: user }, message_ts: ts, message_type: type });
  it('groups consecutive messages by one author within the window', () => {
    const groups = groupMessages([m('a', 0), m('a', 59_999), m('a', 119_998), m('a', 179_998), m('b', 180_000), m('a', 180_001)]);
    expect(groups.map((g) => g.map((x) => x.message_ts))).toEqual([[0, 59_999, 119_998], [179_998], [180_000], [180_001]]);
  });
  it('notifications stand alone', () => {
    expect(groupMessages([m('a', 0), m('a', 1, 'notification'), m('a', 2)])).toHaveLength(3);
  });
  it('property: groups keep every message in order, one author each, gaps under the window', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b'), fc.integer({ min: 0, max: 120_000 })), { maxLength: 30 }), (steps) => {
        let ts = 0;
        const messages = steps.map(([user, gap]) => m(user, (ts += gap)));
        const groups = groupMessages(messages);
        expect(groups.flat()).toEqual(messages);
        for (const group of groups) {
          for (let i = 1; i < group.length; i++) {
            expect(group[i]!.user.id).toBe(group[0]!.user.id);
            expect(group[i]!.message_ts - group[i - 1]!.message_ts).toBeLessThan(60_000);
          }
        }
        for (let i = 1; i < groups.length; i++) {
          const prev = groups[i - 1]!.at(-1)!;
          const next = groups[i]![0]!;
          expect(prev.user.id !== next.user.id || next.message_ts - prev.message_ts >= 60_000).toBe(true);
        }
      }),
    );
  });
});

describe('private thread titles (SPEC §4)', () => {
  const people = [
    { id: 'me', name: 'Me' },
    { id: 'ann', name: 'Ann' },
    { id: 'bob', name: 'Bob' },
  ];
  it('names the others; one person left gives that person', () => {
    expect(privateThreadTitle({ participants: people, viewerId: 'me', storedTitle: '', hasBeenRenamed: false })).toBe('Ann, Bob');
    expect(privateThreadTitle({ participants: people.slice(0, 2), viewerId: 'me', storedTitle: 'Ann, Bob', hasBeenRenamed: false })).toBe('Ann');
  });
  it('a renamed thread keeps its title', () => {
    expect(privateThreadTitle({ participants: people.slice(0, 2), viewerId: 'me', storedTitle: 'Runners', hasBeenRenamed: true })).toBe('Runners');
  });
});
