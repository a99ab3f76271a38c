// The server's resident memory on both databases: the API benchmark's runs read it idle after start (VmRSS),
// after the warm-up (VmRSS) and at its peak under the load (VmHWM); this prints them against the targets.
// `npm run bench` runs the API benchmark on PostgreSQL and on PGlite for it; BENCH_ONLY=memory does just
// that.
import type { ApiRun } from './api.ts';

export type MemoryRow = { database: string } & Pick<ApiRun, 'label' | 'idleMiB' | 'warmMiB' | 'peakMiB'>;

/** Memory targets in MiB, idle and under load; PGlite's idle has none (its database lives in the process). */
export const memoryTargets: Record<string, { idleMiB?: number; loadMiB: number }> = {
  postgres: { idleMiB: 200, loadMiB: 300 },
  pglite: { loadMiB: 350 },
};

export function memoryRows(database: string, runs: ApiRun[]): MemoryRow[] {
  return runs.map(({ label, idleMiB, warmMiB, peakMiB }) => ({ database, label, idleMiB, warmMiB, peakMiB }));
}

export function printMemory(rows: MemoryRow[]): void {
  console.log(
    '\nServer memory, MiB: VmRSS 2 s after start and after the warm-up, VmHWM (peak) at the end of the load',
  );
  console.log('| database | run | idle | after warm-up | peak under load | target idle / load | met |');
  console.log('|---|---|---:|---:|---:|---|---|');
  for (const r of rows) {
    const target = memoryTargets[r.database];
    const idleOk = target?.idleMiB === undefined || r.idleMiB <= target.idleMiB;
    const loadOk = target === undefined || r.peakMiB <= target.loadMiB;
    const named = target ? `${target.idleMiB ?? '-'} / ${target.loadMiB}` : '-';
    const met = !target
      ? '-'
      : idleOk && loadOk
        ? 'met'
        : `missed (${[!idleOk && 'idle', !loadOk && 'load'].filter(Boolean).join(', ')})`;
    console.log(
      `| ${r.database} | ${r.label} | ${r.idleMiB} | ${r.warmMiB} | ${r.peakMiB} | ${named} | ${met} |`,
    );
  }
}
