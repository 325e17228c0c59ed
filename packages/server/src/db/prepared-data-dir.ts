import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';

/**
 * The embedded database's data directory, prepared at build time (decision 024): PGlite's initdb
 * and every migration, dumped with `dumpDataDir('gzip')` into `dist/pgdata.tar.gz` beside the
 * bundle. A first start unpacks it instead of running initdb (2.7 s, and a throwaway WebAssembly
 * instance of ~400 MB) and migrating; the migrations still run after, so a newer one still applies.
 */
export const PREPARED_DATA_DIR_FILE = 'pgdata.tar.gz';
/** Beside the tarball: which PGlite wrote it. Another PGlite's files are not used. */
export const PREPARED_DATA_DIR_META = 'pgdata.json';

export type PreparedDataDirMeta = { pglite: string };

/** The installed PGlite's version (its package.json is not exported, so found beside its entry). */
export function installedPgliteVersion(): string {
  const entry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const manifest = path.join(path.dirname(entry), '..', 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/**
 * The prepared data directory beside the running bundle (`dist/`), or null: from source (`npm run
 * dev`, tests) there is none, and one written by another PGlite version is not trusted.
 */
export function findPreparedDataDir(dir = path.dirname(fileURLToPath(import.meta.url))): string | null {
  const tarball = path.join(dir, PREPARED_DATA_DIR_FILE);
  const metaFile = path.join(dir, PREPARED_DATA_DIR_META);
  if (!existsSync(tarball) || !existsSync(metaFile)) return null;
  try {
    const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as PreparedDataDirMeta;
    return meta.pglite === installedPgliteVersion() ? tarball : null;
  } catch {
    return null;
  }
}

/**
 * Fills `dir` from the prepared tarball when it holds no database yet, and says whether it did.
 * It unpacks next to `dir` and renames, so a start that dies half-way leaves no half a database.
 * A directory with other files in it is left to PGlite.
 */
export function restorePreparedDataDir(dir: string, tarball: string): boolean {
  if (existsSync(dir)) {
    if (readdirSync(dir).length > 0) return false;
    rmdirSync(dir);
  }
  const staging = `${dir}.unpacking-${process.pid}`;
  rmSync(staging, { recursive: true, force: true });
  try {
    extractTar(gunzip(readFileSync(tarball)), staging);
    renameSync(staging, dir);
  } catch (error) {
    rmSync(staging, { recursive: true, force: true });
    throw error;
  }
  return true;
}

/**
 * Inflates into one buffer of the size the gzip trailer names. By default zlib gathers 16 KB
 * chunks from the malloc heap, and those ~40 MB stayed resident after being freed.
 */
function gunzip(gz: Buffer): Buffer {
  const size = gz.length >= 4 ? gz.readUInt32LE(gz.length - 4) : 0;
  return gunzipSync(gz, { chunkSize: Math.max(size + 1, 64 * 1024) });
}

const BLOCK = 512;

function field(header: Buffer, start: number, length: number): string {
  const bytes = header.subarray(start, start + length);
  const end = bytes.indexOf(0);
  return bytes.toString('utf8', 0, end === -1 ? length : end);
}

/**
 * Writes the directories and regular files of a ustar archive (what PGlite's `dumpDataDir` makes)
 * under `dir`. Anything else (links, devices, long-name extensions) is refused rather than guessed.
 */
export function extractTar(tar: Buffer, dir: string): void {
  const root = path.resolve(dir);
  mkdirSync(root, { recursive: true, mode: 0o700 });
  let offset = 0;
  while (offset + BLOCK <= tar.length) {
    const header = tar.subarray(offset, offset + BLOCK);
    if (header[0] === 0) break; // the two zero blocks that end the archive
    const prefix = field(header, 257, 6) === 'ustar' ? field(header, 345, 155) : '';
    const name = path.posix.join(prefix, field(header, 0, 100)).replace(/^\/+/, '');
    const mode = parseInt(field(header, 100, 8), 8) & 0o777;
    const size = parseInt(field(header, 124, 12) || '0', 8);
    const type = header[156] === 0 ? '0' : String.fromCharCode(header[156]!);
    const target = path.resolve(root, name);
    if (!target.startsWith(`${root}${path.sep}`) || Number.isNaN(size)) throw new Error(`Bad entry in the prepared data directory: ${name}`);
    offset += BLOCK;
    if (type === '5') {
      mkdirSync(target, { recursive: true, mode: mode || 0o700 });
    } else if (type === '0') {
      mkdirSync(path.dirname(target), { recursive: true, mode: 0o700 });
      writeFileSync(target, tar.subarray(offset, offset + size), { mode: mode || 0o600 });
    } else {
      throw new Error(`Unsupported entry type '${type}' in the prepared data directory: ${name}`);
    }
    offset += Math.ceil(size / BLOCK) * BLOCK;
  }
}
