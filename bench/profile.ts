// Where a server's CPU time goes per request, read from a V8 CPU profile (node --cpu-prof): every sample in a time
// window is charged to the last function Fastify called on the way down its stack (a hook, the handler, the
// serializer, the logger's child, Node's response writing: the innermost frame outside fastify/lib whose caller is
// in it), with what that function called; samples inside Fastify alone go to "Fastify itself", the rest to where
// they ran (Node's HTTP and sockets, the garbage collector). Our bundled code (apps/api/dist/main.js) is named
// by its source file and function, through the bundle's source map.
import { readFileSync } from 'node:fs';
import { SourceMap } from 'node:module';
import path from 'node:path';

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type ProfileNode = { id: number; callFrame: CallFrame; children?: number[] };
export type CpuProfile = {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples: number[];
  timeDeltas: number[];
};

export type ProfileRow = { part: string; usPerRequest: number; share: number };

const fastifyCore = /node_modules\/fastify\/(lib\/|fastify\.js)/;

/** The package a file belongs to (`@fastify/helmet`, `pino`), or null outside node_modules. */
function packageOf(url: string): string | null {
  const at = url.lastIndexOf('/node_modules/');
  if (at < 0) return null;
  const [first, second] = url.slice(at + '/node_modules/'.length).split('/');
  return first?.startsWith('@') ? `${first}/${second}` : (first ?? null);
}

/** Names frames: our bundle's by source file and function, packages by package and function, Node's by module. */
function namer(bundle: string) {
  let map: SourceMap | null = null;
  try {
    map = new SourceMap(JSON.parse(readFileSync(`${bundle}.map`, 'utf8')));
  } catch {}
  const bundleUrl = bundle ? new URL(`file://${bundle}`).href : '';
  return (frame: CallFrame): string => {
    const fn = frame.functionName || '(anonymous)';
    if (bundle && (frame.url === bundleUrl || frame.url === bundle)) {
      const entry = map?.findEntry(frame.lineNumber, frame.columnNumber) as
        | { originalSource?: string; originalLine?: number }
        | undefined;
      const source = entry?.originalSource
        ? path.relative(process.cwd(), new URL(entry.originalSource, bundleUrl).pathname)
        : 'apps/api/dist/main.js';
      return `${source.replace(/^apps\/api\/src\//, '')} ${fn}`;
    }
    const pkg = packageOf(frame.url);
    if (pkg) return `${pkg} ${fn}`;
    if (frame.url.startsWith('node:')) return `Node ${frame.url.slice(5)}`;
    return frame.url ? `${frame.url} ${fn}` : fn;
  };
}

/** Node's own modules grouped (HTTP, sockets, streams, timers), so the table stays short. */
function leafPart(name: string): string {
  if (name.startsWith('Node ')) return 'Node (HTTP parsing and writing, sockets, streams, timers)';
  if (name === '(garbage collector)') return 'garbage collector';
  if (name === '(program)' || name === '(idle)' || name === '(root)') return name;
  return `other: ${name}`;
}

/**
 * The time per request of each part, in a window of the profile (microseconds on the monotonic clock that
 * `process.hrtime` reads too; the whole profile when the window does not overlap it).
 */
export function costsPerRequest(
  profile: CpuProfile,
  bundle: string,
  requests: number,
  window?: { from: number; to: number },
): { rows: ProfileRow[]; busyUs: number; windowed: boolean } {
  const name = namer(bundle);
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const parent = new Map<number, number>();
  for (const n of profile.nodes) for (const c of n.children ?? []) parent.set(c, n.id);
  // Each node's part, computed once: walk up to the root, remember the outermost frame outside Fastify called
  // by Fastify.
  const partOf = new Map<number, string>();
  const part = (id: number): string => {
    const known = partOf.get(id);
    if (known) return known;
    const chain: CallFrame[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      chain.push(byId.get(at)!.callFrame);
    chain.reverse();
    // The innermost call from Fastify into other code: a hook that hands back to Fastify (a callback hook's
    // `done`, `reply.send`) is charged only until then, what Fastify does next goes to what it calls next.
    let found: string | null = null;
    let inFastify = false;
    let previousCore = false;
    for (const frame of chain) {
      const core = fastifyCore.test(frame.url);
      if (!core && previousCore) found = name(frame);
      if (core) inFastify = true;
      previousCore = core;
    }
    const result = found?.startsWith('Node ')
      ? 'Node, called by Fastify (headers, writing the answer)'
      : (found ?? (inFastify ? 'Fastify itself' : leafPart(name(byId.get(id)!.callFrame))));
    partOf.set(id, result);
    return result;
  };

  const inWindow = window && window.from < profile.endTime && window.to > profile.startTime;
  const totals = new Map<string, number>();
  let t = profile.startTime;
  profile.samples.forEach((id, i) => {
    const delta = profile.timeDeltas[i] ?? 0;
    t += delta;
    if (inWindow && (t < window.from || t > window.to)) return;
    const p = part(id);
    totals.set(p, (totals.get(p) ?? 0) + delta);
  });
  totals.delete('(idle)');
  const busyUs = [...totals.values()].reduce((a, b) => a + b, 0);
  const rows = [...totals.entries()]
    .map(([p, us]) => ({
      part: p,
      usPerRequest: Math.round((us / requests) * 100) / 100,
      share: Math.round((us / busyUs) * 1000) / 10,
    }))
    .sort((a, b) => b.usPerRequest - a.usPerRequest);
  return { rows, busyUs, windowed: Boolean(inWindow) };
}
