import { describe, expect, it } from 'vitest';
import { parsePageDataPath } from './page-data-path';

describe('parsePageDataPath', () => {
  it('reads the home page and nested pages', () => {
    expect(parsePageDataPath('index.json')).toEqual({ kind: 'page', path: '/' });
    expect(parsePageDataPath('about/index.json')).toEqual({ kind: 'page', path: '/about' });
    expect(parsePageDataPath('programs/week-1/index.json')).toEqual({ kind: 'page', path: '/programs/week-1' });
  });

  it('reads access trees by root id', () => {
    const id = '3f1c2b8e-6a0d-4f6e-9c7a-1b2c3d4e5f60';
    expect(parsePageDataPath(`a/${id}.json`)).toEqual({ kind: 'access_tree', rootId: id });
    expect(parsePageDataPath('a/not-a-uuid.json')).toBeNull();
  });

  it('reads translations by locale', () => {
    expect(parsePageDataPath('about/de.json')).toEqual({ kind: 'translation', path: '/about', locale: 'de' });
    expect(parsePageDataPath('pt-BR.json')).toEqual({ kind: 'translation', path: '/', locale: 'pt-BR' });
  });

  it('refuses malformed addresses', () => {
    for (const bad of ['', 'index', '../index.json', 'About/index.json', 'a//index.json', 'x/klingon.json', `${'a/'.repeat(400)}index.json`]) {
      expect(parsePageDataPath(bad)).toBeNull();
    }
  });
});
