// Types of build-state.mjs, for the tests that import it.
export function buildDirs(root: string): { server: string; web: string };
export function stampFile(root: string): string;
export function newestSource(root: string): Promise<{ file: string; mtimeMs: number } | null>;
export function buildState(root: string): Promise<{ fresh: boolean; reason: string }>;
