// The tests' database templates (decision 0240): global setup runs the migrations, and then the demo seed, once
// per test run, and every test file starts from a copy. PostgreSQL copies with `CREATE DATABASE ... TEMPLATE`;
// PGlite loads the template's data directory (a tar from dumpDataDir) into a new in-memory instance. Each file
// still has a database of its own, as before; only the work of making one is shared.
import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { seedDemo } from '../../../../tools/demo-data/seed.ts';
import { type Database, openDatabase } from '../db/client.ts';

/** What global setup made, handed to the test workers in this environment variable (JSON). */
const envKey = 'CHAMAK_TEST_DB_TEMPLATES';

export type TemplateKind = 'migrated' | 'seeded';

type Templates =
  | { kind: 'pglite'; migrated: string; seeded: string }
  | { kind: 'postgres'; server: string; migrated: string; seeded: string };

/** The PostgreSQL server's maintenance database, where databases are created and dropped. */
function adminUrl(serverUrl: string): string {
  const admin = new URL(serverUrl);
  admin.pathname = '/postgres';
  return admin.toString();
}

async function onServer(serverUrl: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl(serverUrl) });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** A name no other run or file uses: database names cannot be bound as parameters, so only these are spliced in. */
export function newDatabaseName(prefix = 'chamak_test'): string {
  return `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
}

/** A new database on the server DATABASE_URL points at, empty or a copy of `template`; dropped by `drop`. */
export async function createPostgresDatabase(
  serverUrl: string,
  options: { template?: string; name?: string } = {},
): Promise<{ name: string; url: string; drop(): Promise<void> }> {
  const name = options.name ?? newDatabaseName();
  await onServer(
    serverUrl,
    `create database ${name}${options.template ? ` template ${options.template}` : ''}`,
  );
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    url: url.toString(),
    drop: () => onServer(serverUrl, `drop database if exists ${name} with (force)`),
  };
}

function pgliteClient(database: Database): PGlite {
  return (database.db as unknown as { $client: PGlite }).$client;
}

/**
 * The tar without what a test's database never reads, since every test file on PGlite loads one (39 MB instead of
 * 71, 1,484 files fewer by half, about 40 % less time a copy):
 * - the write-ahead log's segments a start does not read: after the checkpoint PostgreSQL needs only the one its
 *   redo point is in (pg_control names it); the other 16 MB one is an old segment kept for reuse;
 * - the template databases template1 (base/1) and template0 (base/4), 8 MB each: they are only ever read to create
 *   another database, which no test does on PGlite (one connection, to `postgres`, base/5).
 */
export function withoutUnusedFiles(tar: Uint8Array, redoSegment: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let offset = 0;
  while (offset + 512 <= tar.length) {
    const header = tar.subarray(offset, offset + 512);
    const name = Buffer.from(header.subarray(0, 100)).toString('latin1').replace(/\0.*$/s, '');
    const sizeField = Buffer.from(header.subarray(124, 136)).toString('latin1').replace(/\0.*$/s, '').trim();
    const entryLength = 512 + Math.ceil(Number.parseInt(sizeField || '0', 8) / 512) * 512;
    if (name === '') break;
    const segment = /(^|\/)pg_wal\/([0-9A-F]{24})$/.exec(name)?.[2];
    const templateDatabase = /(^|\/)base\/(1|4)(\/|$)/.test(name);
    if (!templateDatabase && (segment === undefined || segment === redoSegment))
      kept.push(tar.subarray(offset, offset + entryLength));
    offset += entryLength;
  }
  // The end: the two zero blocks (and whatever padding followed them).
  kept.push(tar.subarray(offset));
  return Buffer.concat(kept);
}

async function dumpTo(database: Database, file: string): Promise<void> {
  const client = pgliteClient(database);
  // Without a checkpoint the copy starts by replaying the WAL, which moves every sequence up to its next logged
  // value (products' next id would be 100, not 90): the copy would not be the database the seed made.
  await client.exec('checkpoint');
  const { rows } = await client.query<{ redo_wal_file: string }>(
    'select redo_wal_file from pg_control_checkpoint()',
  );
  const redoSegment = rows[0]?.redo_wal_file;
  if (!redoSegment) throw new Error('pg_control names no redo segment');
  const tar = await client.dumpDataDir('none');
  await writeFile(file, withoutUnusedFiles(new Uint8Array(await tar.arrayBuffer()), redoSegment));
}

/**
 * Global setup: makes the migrated and the seeded template for this run's database (PGlite when DATABASE_URL is
 * unset, else that server) and publishes them to the workers; the returned function removes them.
 */
export async function makeTemplates(log: (message: string) => void): Promise<() => Promise<void>> {
  const started = Date.now();
  const serverUrl = process.env.DATABASE_URL;
  let templates: Templates;
  let remove: () => Promise<void>;
  if (!serverUrl) {
    const dir = await mkdtemp(path.join(os.tmpdir(), 'chamak-test-db-'));
    templates = {
      kind: 'pglite',
      migrated: path.join(dir, 'migrated.tar'),
      seeded: path.join(dir, 'seeded.tar'),
    };
    const database = await openDatabase({ pgliteDir: 'memory://' });
    try {
      await database.migrate();
      await dumpTo(database, templates.migrated);
      await seedDemo(database.db);
      await dumpTo(database, templates.seeded);
    } finally {
      await database.close();
    }
    remove = () => rm(dir, { recursive: true, force: true });
  } else {
    const migrated = await createPostgresDatabase(serverUrl, { name: newDatabaseName('chamak_tpl') });
    const seeded = await createPostgresDatabase(serverUrl, { name: newDatabaseName('chamak_tpl') });
    remove = async () => {
      await seeded.drop();
      await migrated.drop();
    };
    try {
      for (const [created, seed] of [
        [migrated, false],
        [seeded, true],
      ] as const) {
        // A template must have no open connection when it is copied: this pool is ended before any test starts.
        const database = await openDatabase({ databaseUrl: created.url, pgliteDir: '' });
        try {
          await database.migrate();
          if (seed) await seedDemo(database.db);
        } finally {
          await database.close();
        }
      }
    } catch (error) {
      await remove();
      throw error;
    }
    templates = { kind: 'postgres', server: serverUrl, migrated: migrated.name, seeded: seeded.name };
  }
  // Test workers are started after global setup, with this process's environment.
  process.env[envKey] = JSON.stringify(templates);
  log(`migrated and seeded templates (${templates.kind}) ready in ${Date.now() - started} ms`);
  return async () => {
    delete process.env[envKey];
    await remove();
  };
}

/** The templates global setup made for this database, or undefined (a run without it: each file migrates). */
function templates(): Templates | undefined {
  const raw = process.env[envKey];
  if (!raw) return undefined;
  const made = JSON.parse(raw) as Templates;
  const serverUrl = process.env.DATABASE_URL;
  if (made.kind === 'pglite') return serverUrl ? undefined : made;
  return serverUrl === made.server ? made : undefined;
}

/** PGlite's template tars, read once per worker process. */
const tars = new Map<string, Promise<Uint8Array>>();
/**
 * A template's tar as PGlite reads it (it only calls `arrayBuffer()`): a fresh copy of the bytes each time. A
 * real Blob of the same bytes hands them over through a stream in Node 20, about a fifth of a second a copy.
 */
async function tar(file: string): Promise<Blob> {
  let read = tars.get(file);
  if (!read) {
    read = readFile(file);
    tars.set(file, read);
  }
  const bytes = await read;
  const copy = { type: '', size: bytes.length, arrayBuffer: async () => new Uint8Array(bytes).buffer };
  return copy as unknown as Blob;
}

/**
 * A new database on the PostgreSQL server at `serverUrl`, migrated (and with the demo shop when `kind` is
 * 'seeded'): a copy of the run's template, or made from nothing when there is none. Its address, for pools of
 * the caller's own (the two-apps helper opens two), and its drop.
 */
export async function serverDatabase(
  serverUrl: string,
  kind: TemplateKind,
): Promise<{ url: string; drop(): Promise<void> }> {
  const made = templates();
  if (made) return createPostgresDatabase(serverUrl, { template: made[kind] });
  const created = await createPostgresDatabase(serverUrl);
  try {
    const database = await openDatabase({ databaseUrl: created.url, pgliteDir: '' });
    try {
      await database.migrate();
      if (kind === 'seeded') await seedDemo(database.db);
    } finally {
      await database.close();
    }
    return created;
  } catch (error) {
    await created.drop();
    throw error;
  }
}

/**
 * A database of this file's own, migrated (and with the demo shop when `kind` is 'seeded'): a copy of the run's
 * template, or made from nothing when there is none.
 */
export async function freshDatabase(
  kind: TemplateKind,
): Promise<{ database: Database; drop(): Promise<void> }> {
  const serverUrl = process.env.DATABASE_URL;
  if (serverUrl) {
    const created = await serverDatabase(serverUrl, kind);
    try {
      return {
        database: await openDatabase({ databaseUrl: created.url, pgliteDir: '' }),
        drop: created.drop,
      };
    } catch (error) {
      await created.drop();
      throw error;
    }
  }
  const made = templates();
  if (made) {
    const database = await openDatabase({ pgliteDir: 'memory://', pgliteLoadDataDir: await tar(made[kind]) });
    return { database, drop: async () => {} };
  }
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await database.migrate();
  if (kind === 'seeded') await seedDemo(database.db);
  return { database, drop: async () => {} };
}
