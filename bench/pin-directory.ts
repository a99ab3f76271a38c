// The PIN directory's cost: resident memory and heap before and after the first look-up (after a full GC each
// time), and the time of the first and of a later look-up. Run with the GC exposed:
//   node --expose-gc --import tsx bench/pin-directory.ts
import { placeOfPin } from '../apps/api/src/modules/delivery/pin-places.ts';

const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('Run with node --expose-gc');
const mib = (bytes: number) => (bytes / 1024 / 1024).toFixed(1);

gc();
const before = process.memoryUsage();
let start = performance.now();
const first = await placeOfPin('110001');
const firstMs = performance.now() - start;
start = performance.now();
const later = await placeOfPin('560001');
const laterMs = performance.now() - start;
gc();
const after = process.memoryUsage();

console.log(`first look-up 110001 -> ${JSON.stringify(first)} in ${firstMs.toFixed(1)} ms`);
console.log(`later look-up 560001 -> ${JSON.stringify(later)} in ${laterMs.toFixed(3)} ms`);
console.log(`rss      ${mib(before.rss)} -> ${mib(after.rss)} MiB (+${mib(after.rss - before.rss)})`);
console.log(
  `heapUsed ${mib(before.heapUsed)} -> ${mib(after.heapUsed)} MiB (+${mib(after.heapUsed - before.heapUsed)})`,
);
