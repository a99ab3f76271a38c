// Table ownership, proven: every table has one owning module (ownership.ts), and no module's code writes a table
// another module owns (an INSERT, UPDATE, DELETE or TRUNCATE in an SQL string or template, or a Drizzle
// .insert/.update/.delete of a schema table), apart from the named exceptions. Reads are not walled. Also checks
// that biome.json's schema-import walls are the ones the ownership list makes (`npm run walls` writes them).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  isWallOverride,
  modules,
  readModels,
  schemaTables,
  tableOwners,
  wallOverrides,
  writeExceptions,
} from './ownership.ts';

const modulesDir = import.meta.dirname;
const root = path.resolve(modulesDir, '../../../..');
const migrationsDir = path.resolve(modulesDir, '../db/migrations');

type Write = { file: string; line: number; table: string; text: string };

/**
 * Splits source text into its strings (string and template literal text, `${}` holes blanked) and its code
 * (comments and strings blanked); both keep every newline, so an offset gives the same line in each.
 */
export function splitSource(source: string): { strings: string; code: string } {
  let strings = '';
  let code = '';
  const keep = (c: string, into: 'strings' | 'code') => {
    const blank = c === '\n' ? '\n' : ' ';
    strings += into === 'strings' ? c : blank;
    code += into === 'code' ? c : blank;
  };
  // What we are inside: code (with its brace depth, for a template's `${}` hole) or a template.
  const stack: ({ kind: 'code'; depth: number } | { kind: 'template' })[] = [{ kind: 'code', depth: 0 }];
  let i = 0;
  while (i < source.length) {
    const c = source[i]!;
    const top = stack[stack.length - 1]!;
    if (top.kind === 'template') {
      if (c === '\\') {
        keep(c, 'strings');
        keep(source[i + 1] ?? '', 'strings');
        i += 2;
      } else if (c === '`') {
        keep(' ', 'code');
        stack.pop();
        i++;
      } else if (c === '$' && source[i + 1] === '{') {
        keep(' ', 'strings');
        keep(' ', 'strings');
        stack.push({ kind: 'code', depth: 0 });
        i += 2;
      } else {
        keep(c, 'strings');
        i++;
      }
      continue;
    }
    if (c === '/' && source[i + 1] === '/') {
      while (i < source.length && source[i] !== '\n') {
        keep(' ', 'code');
        i++;
      }
    } else if (c === '/' && source[i + 1] === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end < 0 ? source.length : end + 2;
      for (; i < stop; i++) keep(source[i] === '\n' ? '\n' : ' ', 'code');
    } else if (c === '"' || c === "'") {
      keep(' ', 'code');
      i++;
      while (i < source.length && source[i] !== c && source[i] !== '\n') {
        if (source[i] === '\\') {
          keep(source[i]!, 'strings');
          i++;
        }
        keep(source[i] ?? '', 'strings');
        i++;
      }
      keep(' ', 'code');
      i++;
    } else if (c === '`') {
      keep(' ', 'code');
      stack.push({ kind: 'template' });
      i++;
    } else if (c === '}' && top.depth === 0 && stack.length > 1) {
      keep(' ', 'code');
      stack.pop();
      i++;
    } else {
      if (c === '{') top.depth++;
      if (c === '}') top.depth--;
      keep(c, 'code');
      i++;
    }
  }
  return { strings, code };
}

// INSERT INTO t, UPDATE t, DELETE FROM t, TRUNCATE [TABLE] t; not the lock clauses FOR [NO KEY] UPDATE, nor
// ON CONFLICT DO UPDATE SET, nor ON UPDATE / ON DELETE of a foreign key.
const sqlWrite =
  /(?<!\b(?:for|key|do|on)\s+)\b(insert\s+into|update|delete\s+from|truncate(?:\s+table)?)\s+(?:only\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)"?/gi;
const drizzleWrite = /\.(insert|update|delete)\(\s*(?:schema\.)?([A-Za-z_$][\w$]*)\s*\)/g;
const notTables = new Set(['set', 'skip', 'nowait', 'of', 'the', 'a', 'an', 'it', 'its', 'to', 'and', 'or']);

/** The table writes in one source file's text. */
export function writesIn(file: string, source: string): Write[] {
  const { strings, code } = splitSource(source);
  const tableOf = new Map(schemaTables().map((t) => [t.name, t.table]));
  const lineAt = (offset: number) => source.slice(0, offset).split('\n').length;
  const found: Write[] = [];
  for (const m of strings.matchAll(sqlWrite)) {
    const table = m[2]!.toLowerCase();
    if (notTables.has(table)) continue;
    found.push({ file, line: lineAt(m.index), table, text: m[0].replace(/\s+/g, ' ') });
  }
  for (const m of code.matchAll(drizzleWrite)) {
    const table = tableOf.get(m[2]!);
    if (table) found.push({ file, line: lineAt(m.index), table, text: m[0] });
  }
  return found.sort((a, b) => a.line - b.line);
}

/** walls.test.ts writes its fixtures (zz-walls-<pid>) under modules/ while it runs, perhaps beside this test. */
const wallsFixture = (name: string) => name.includes('zz-walls-');

/** Every non-test TypeScript file under modules/, relative to it (module folder first). */
function moduleSources(): string[] {
  return (readdirSync(modulesDir, { recursive: true }) as string[])
    .map((f) => f.split(path.sep).join('/'))
    .filter(
      (f) => /\.tsx?$/.test(f) && f.includes('/') && !/\.test\.tsx?$|\.pg-test\.ts$|(^|\/)test\//.test(f),
    )
    .filter((f) => !wallsFixture(f));
}

const ownerOf = (file: string) => file.split('/')[0]!;
const excepted = (w: Write) => writeExceptions.some((e) => e.file === w.file && e.table === w.table);

/** The tables the migrations leave (created and not dropped). */
function migrationTables(): Set<string> {
  const tables = new Set<string>();
  const files = readdirSync(migrationsDir)
    .filter((f) => f.endsWith('.sql'))
    .sort();
  for (const f of files) {
    const text = readFileSync(path.join(migrationsDir, f), 'utf8');
    for (const m of text.matchAll(
      /\b(create|drop)\s+(?:unlogged\s+)?table\s+(?:if\s+(?:not\s+)?exists\s+)?(?:"?public"?\.)?"?([a-z_][a-z0-9_]*)/gi,
    )) {
      if (m[1]!.toLowerCase() === 'create') tables.add(m[2]!);
      else tables.delete(m[2]!);
    }
  }
  return tables;
}

describe('table ownership', () => {
  const writes = moduleSources().flatMap((file) =>
    writesIn(file, readFileSync(path.join(modulesDir, file), 'utf8')),
  );
  const foreign = writes.filter((w) => tableOwners[w.table] && tableOwners[w.table] !== ownerOf(w.file));

  it('finds writes in SQL and Drizzle calls, and not in comments, locks or upserts', () => {
    const source = [
      '// update orders set status = 1',
      // biome-ignore lint/suspicious/noTemplateCurlyInString: source text for the scanner, holes and all
      'await db.execute(sql`update orders set x = ${a ? sql`1` : sql`2`} where id = ${id}`);',
      'await db.execute(sql`select 1 from promotions for no key update`);',
      "await tx.execute(sql`insert into shop_settings (key) values ('a') on conflict (key) do update set value = 1`);",
      'await db.delete(reviews).where(x); hash.update(token); map.delete(key);',
      'const q = \'DELETE FROM "cart_items" where id = 1\'; /* truncate users */',
    ].join('\n');
    expect(writesIn('x/y.ts', source).map((w) => `${w.line}:${w.table}`)).toEqual([
      '2:orders',
      '4:shop_settings',
      '5:reviews',
      '6:cart_items',
    ]);
  });

  it('gives every table of db/schema and of the migrations one owner', () => {
    const missing = [...new Set([...schemaTables().map((t) => t.table), ...migrationTables()])].filter(
      (t) => !(t in tableOwners),
    );
    expect(missing, 'tables with no owner in modules/ownership.ts').toEqual([]);
    for (const table of Object.keys(readModels)) expect(tableOwners[table]).toBeDefined();
  });

  it('lists every module folder', () => {
    const folders = readdirSync(modulesDir, { withFileTypes: true })
      .filter((d) => d.isDirectory() && !wallsFixture(d.name))
      .map((d) => d.name)
      .sort();
    expect(folders).toEqual([...modules].sort());
  });

  it('writes no table that is not in the ownership list', () => {
    const unknown = writes.filter((w) => !(w.table in tableOwners));
    expect(unknown.map((w) => `modules/${w.file}:${w.line} ${w.text}`)).toEqual([]);
  });

  it("writes no other module's table outside the named exceptions", () => {
    console.log(
      `Foreign table writes under modules/: ${foreign.length} (${foreign.filter(excepted).length} excepted)\n${foreign
        .map((w) => `  modules/${w.file}:${w.line} ${w.text} (owner ${tableOwners[w.table]})`)
        .join('\n')}`,
    );
    const walled = foreign.filter((w) => !excepted(w));
    expect(
      walled.map((w) => `modules/${w.file}:${w.line} writes ${w.table}, which ${tableOwners[w.table]} owns`),
    ).toEqual([]);
  });

  it('keeps no exception whose write is gone, or that is not foreign', () => {
    const stale = writeExceptions.filter(
      (e) => !foreign.some((w) => w.file === e.file && w.table === e.table),
    );
    expect(stale, 'remove these from ownership.ts').toEqual([]);
  });

  it("matches biome.json's per-module schema walls (npm run walls)", () => {
    const config = JSON.parse(readFileSync(path.join(root, 'biome.json'), 'utf8')) as {
      overrides: unknown[];
    };
    expect(config.overrides.filter(isWallOverride)).toEqual(wallOverrides());
  });
});
