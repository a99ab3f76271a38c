// The module picture has no loop (decision 0283): every module's code (tests aside) imports other modules only
// through `../<module>/`, and the graph those imports make is walked for a cycle. A new import that closes a loop
// fails here with the loop named, e.g. "accounts -> privacy -> accounts".
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const modulesDir = import.meta.dirname;

/** Each module's imports of other modules, from its own non-test sources. */
function importEdges(): Map<string, Set<string>> {
  const edges = new Map<string, Set<string>>();
  for (const entry of readdirSync(modulesDir, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const from = entry.name;
    const targets = new Set<string>();
    const files = readdirSync(path.join(modulesDir, from), { recursive: true, encoding: 'utf8' }).filter(
      (f) => /\.tsx?$/.test(f) && !/\.(test|pg-test)\.tsx?$/.test(f),
    );
    for (const file of files) {
      const source = readFileSync(path.join(modulesDir, from, file), 'utf8');
      // Only import/export statements' specifiers: a sibling module is always '../<module>/...' from a module's top
      // folder; from a nested folder it is '../../<module>/...'.
      for (const m of source.matchAll(/\bfrom\s+'((?:\.\.\/)+)([a-z-]+)\//g)) {
        const depth = file.split(/[\\/]/).length; // 1 for a file at the module's top
        if (m[1]!.length / 3 !== depth) continue;
        if (m[2] !== from) targets.add(m[2]!);
      }
    }
    edges.set(from, targets);
  }
  return edges;
}

/** The first loop found, as the modules along it, or null. */
function firstLoop(edges: Map<string, Set<string>>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const walk = (node: string, trail: string[]): string[] | null => {
    state.set(node, 'open');
    for (const next of [...(edges.get(node) ?? [])].sort()) {
      if (state.get(next) === 'open') return [...trail.slice(trail.indexOf(next)), next];
      if (!state.has(next)) {
        const found = walk(next, [...trail, next]);
        if (found) return found;
      }
    }
    state.set(node, 'done');
    return null;
  };
  for (const node of [...edges.keys()].sort()) {
    if (state.has(node)) continue;
    const found = walk(node, [node]);
    if (found) return found;
  }
  return null;
}

describe('module imports', () => {
  it('finds the imports it walks (orders uses the catalogue and pricing)', () => {
    const edges = importEdges();
    expect([...(edges.get('orders') ?? [])]).toEqual(expect.arrayContaining(['catalogue', 'pricing']));
  });

  it('make no loop between modules', () => {
    const loop = firstLoop(importEdges());
    expect(loop?.join(' -> ') ?? null).toBeNull();
  });

  it('would name a loop if one were made', () => {
    const edges = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(firstLoop(edges)?.join(' -> ')).toBe('a -> b -> c -> a');
  });
});
