import { describe, expect, it } from 'vitest';
import { formatHash, idPanel, idPanelTarget, parseHash, withoutPanel, withPanel } from './hash-overlays';

describe('parseHash', () => {
  it('reads a single known panel', () => {
    expect(parseHash('#auth')).toEqual({ panels: ['auth'], hasStartMarker: false });
  });

  it('reads several panels joined by +, in order, without duplicates', () => {
    expect(parseHash('#checkout+auth+checkout')).toEqual({ panels: ['checkout', 'auth'], hasStartMarker: false });
  });

  it('ignores everything after ? in the hash', () => {
    expect(parseHash('#auth?email=a@b.c+checkout')).toEqual({ panels: ['auth'], hasStartMarker: false });
    expect(parseHash('#members+profile?x')).toEqual({ panels: ['members', 'profile'], hasStartMarker: false });
  });

  it('ignores unknown names, so in-page anchors open nothing', () => {
    expect(parseHash('#main-content')).toEqual({ panels: [], hasStartMarker: false });
    expect(parseHash('#auth+nope')).toEqual({ panels: ['auth'], hasStartMarker: false });
  });

  it('accepts empty hashes with or without #', () => {
    expect(parseHash('')).toEqual({ panels: [], hasStartMarker: false });
    expect(parseHash('#')).toEqual({ panels: [], hasStartMarker: false });
    expect(parseHash('participants+renaming')).toEqual({ panels: ['participants', 'renaming'], hasStartMarker: false });
  });

  it('recognises the start marker alone, before a +, and glued to a panel', () => {
    expect(parseHash('#_')).toEqual({ panels: [], hasStartMarker: true });
    expect(parseHash('#_+auth')).toEqual({ panels: ['auth'], hasStartMarker: true });
    expect(parseHash('#_auth')).toEqual({ panels: ['auth'], hasStartMarker: true });
    expect(parseHash('#_?x=1')).toEqual({ panels: [], hasStartMarker: true });
  });

  it('only treats a leading _ as the marker', () => {
    expect(parseHash('#auth+_')).toEqual({ panels: ['auth'], hasStartMarker: false });
  });

  it('is case-insensitive and tolerates encoded separators', () => {
    expect(parseHash('#AUTH')).toEqual({ panels: ['auth'], hasStartMarker: false });
    expect(parseHash('#%61uth')).toEqual({ panels: ['auth'], hasStartMarker: false });
  });
});

describe('formatHash and panel edits', () => {
  it('formats back to the canonical hash', () => {
    expect(formatHash({ panels: [], hasStartMarker: false })).toBe('');
    expect(formatHash({ panels: ['auth'], hasStartMarker: false })).toBe('#auth');
    expect(formatHash({ panels: ['checkout', 'auth'], hasStartMarker: true })).toBe('#_+checkout+auth');
    expect(formatHash({ panels: [], hasStartMarker: true })).toBe('#_');
  });

  it('opens a panel on top and closes one keeping the marker', () => {
    expect(withPanel('', 'auth')).toBe('#auth');
    expect(withPanel('#auth+checkout', 'auth')).toBe('#checkout+auth');
    expect(withoutPanel('#checkout+auth', 'auth')).toBe('#checkout');
    expect(withoutPanel('#auth', 'auth')).toBe('');
    expect(withoutPanel('#_+auth', 'auth')).toBe('#_');
  });
});

describe('malformed hashes', () => {
  it('never throws on broken percent-encoding', () => {
    expect(parseHash('#%E0%A4%A+auth')).toEqual({ panels: ['auth'], hasStartMarker: false });
  });
});

describe('panels that carry an id', () => {
  it('reads an overlay and a form by id, keeping the id as written', () => {
    expect(parseHash('#overlay/3F2a-77')).toEqual({ panels: ['overlay/3F2a-77'], hasStartMarker: false });
    expect(parseHash('#Form/intake')).toEqual({ panels: ['form/intake'], hasStartMarker: false });
    expect(parseHash('#_+overlay/abc+auth')).toEqual({ panels: ['overlay/abc', 'auth'], hasStartMarker: true });
  });

  it('ignores an empty, overlong or unknown kind of id panel', () => {
    expect(parseHash('#overlay/')).toEqual({ panels: [], hasStartMarker: false });
    expect(parseHash(`#overlay/${'a'.repeat(65)}`)).toEqual({ panels: [], hasStartMarker: false });
    expect(parseHash('#page/abc+checkout')).toEqual({ panels: ['checkout'], hasStartMarker: false });
  });

  it('encodes an id so that its characters cannot split the hash, and reads it back', () => {
    const hash = withPanel('#_', idPanel('overlay', 'a+b?c'));
    expect(hash).toBe('#_+overlay/a%2Bb%3Fc');
    expect(parseHash(hash).panels).toEqual(['overlay/a+b?c']);
    expect(withoutPanel(hash, 'overlay/a+b?c')).toBe('#_');
  });

  it('stacks overlays like any panel', () => {
    expect(withPanel('#overlay/a', idPanel('overlay', 'b'))).toBe('#overlay/a+overlay/b');
    expect(withPanel('#overlay/a+checkout', idPanel('overlay', 'a'))).toBe('#checkout+overlay/a');
  });

  it('tells an id panel from a named one', () => {
    expect(idPanelTarget('overlay/x1')).toEqual({ kind: 'overlay', id: 'x1' });
    expect(idPanelTarget('form/f-2')).toEqual({ kind: 'form', id: 'f-2' });
    expect(idPanelTarget('member/7a1c')).toEqual({ kind: 'member', id: '7a1c' });
    expect(idPanelTarget('auth')).toBeNull();
  });
});

describe('a member profile panel', () => {
  it('is #member/<id>, apart from the message-thread #profile panel', () => {
    expect(parseHash('#profile+member/7a1c').panels).toEqual(['profile', 'member/7a1c']);
    expect(withPanel('#_', idPanel('member', 'a+b'))).toBe('#_+member/a%2Bb');
  });
});
