import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { extractTar, findPreparedDataDir, installedPgliteVersion, PREPARED_DATA_DIR_FILE, PREPARED_DATA_DIR_META, restorePreparedDataDir } from './prepared-data-dir';

/** One ustar entry as PGlite's dumpDataDir writes it: a 512-byte header, then the data padded to 512. */
function entry(name: string, options: { type?: string; mode?: number; data?: string; prefix?: string } = {}): Buffer {
  const data = Buffer.from(options.data ?? '');
  const header = Buffer.alloc(512);
  header.write(name, 0, 100, 'utf8');
  header.write(`${(options.mode ?? (options.type === '5' ? 0o750 : 0o600)).toString(8).padStart(7, '0')}\0`, 100);
  header.write(`${data.length.toString(8).padStart(11, '0')}\0`, 124);
  header.write(options.type ?? '0', 156);
  header.write('ustar\0' + '00', 257);
  if (options.prefix) header.write(options.prefix, 345, 155, 'utf8');
  const padded = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  data.copy(padded);
  return Buffer.concat([header, padded]);
}
const tar = (...entries: Buffer[]) => Buffer.concat([...entries, Buffer.alloc(1024)]);

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'tessera-prepared-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

describe('extractTar', () => {
  it('writes directories and files with their modes, under a leading slash or a ustar prefix', () => {
    extractTar(tar(entry('/base', { type: '5' }), entry('/base/1/PG_VERSION', { data: '18\n' }), entry('1259', { prefix: 'global', data: 'x'.repeat(700) })), path.join(dir, 'out'));
    expect(readFileSync(path.join(dir, 'out/base/1/PG_VERSION'), 'utf8')).toBe('18\n');
    expect(readFileSync(path.join(dir, 'out/global/1259'), 'utf8')).toBe('x'.repeat(700));
    expect(statSync(path.join(dir, 'out/base/1/PG_VERSION')).mode & 0o777).toBe(0o600);
    expect(statSync(path.join(dir, 'out/base')).mode & 0o777).toBe(0o750);
  });

  it('refuses entries it does not understand and paths outside the directory', () => {
    expect(() => extractTar(tar(entry('link', { type: '2' })), path.join(dir, 'a'))).toThrow(/Unsupported entry type '2'/);
    expect(() => extractTar(tar(entry('../escape', { data: 'no' })), path.join(dir, 'b'))).toThrow(/Bad entry/);
    expect(existsSync(path.join(dir, 'escape'))).toBe(false);
  });
});

describe('restorePreparedDataDir', () => {
  const tarball = () => {
    const file = path.join(dir, PREPARED_DATA_DIR_FILE);
    writeFileSync(file, gzipSync(tar(entry('/PG_VERSION', { data: '18\n' }), entry('/base', { type: '5' }))));
    return file;
  };

  it('fills a missing or empty directory, and leaves no staging directory behind', () => {
    const file = tarball();
    expect(restorePreparedDataDir(path.join(dir, 'missing'), file)).toBe(true);
    expect(readFileSync(path.join(dir, 'missing/PG_VERSION'), 'utf8')).toBe('18\n');
    mkdirSync(path.join(dir, 'empty'));
    expect(restorePreparedDataDir(path.join(dir, 'empty'), file)).toBe(true);
    expect(existsSync(path.join(dir, 'empty/base'))).toBe(true);
    expect(readdirSync(dir).filter((name) => name.includes('unpacking'))).toEqual([]);
  });

  it('never touches a directory that already holds something', () => {
    const file = tarball();
    mkdirSync(path.join(dir, 'used'));
    writeFileSync(path.join(dir, 'used/PG_VERSION'), '17\n');
    expect(restorePreparedDataDir(path.join(dir, 'used'), file)).toBe(false);
    expect(readFileSync(path.join(dir, 'used/PG_VERSION'), 'utf8')).toBe('17\n');
  });

  it('cleans up after a damaged tarball', () => {
    const file = path.join(dir, 'broken.tar.gz');
    writeFileSync(file, gzipSync(tar(entry('/hard-link', { type: '1' }))));
    expect(() => restorePreparedDataDir(path.join(dir, 'db'), file)).toThrow();
    expect(readdirSync(dir).sort()).toEqual(['broken.tar.gz']);
  });
});

describe('findPreparedDataDir', () => {
  it('trusts only a tarball written by the installed PGlite', () => {
    writeFileSync(path.join(dir, PREPARED_DATA_DIR_FILE), '');
    expect(findPreparedDataDir(dir)).toBeNull();
    writeFileSync(path.join(dir, PREPARED_DATA_DIR_META), JSON.stringify({ pglite: '0.0.1' }));
    expect(findPreparedDataDir(dir)).toBeNull();
    writeFileSync(path.join(dir, PREPARED_DATA_DIR_META), JSON.stringify({ pglite: installedPgliteVersion() }));
    expect(findPreparedDataDir(dir)).toBe(path.join(dir, PREPARED_DATA_DIR_FILE));
  });

  it('finds none beside the sources (development and tests open PGlite as it comes)', () => {
    expect(findPreparedDataDir()).toBeNull();
  });
});
