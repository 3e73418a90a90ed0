import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * What one build read and wrote, kept so that `pnpm start` can tell, with a few hundred
 * `stat` calls and no build tool loaded, whether the build is still current. Paths are
 * relative to the repository root.
 */
export interface BuildRecord {
  /** When the build started (ms since the epoch): a file changed after it may not be in the output. */
  startedAt: number;
  inputs: string[];
  outputs: string[];
}

/** The records live with the other tool caches, out of the sources and out of the served files. */
export const recordFile = (root: string, target: string) => join(root, 'node_modules', '.cache', 'atelier-build', `${target}.json`);

export function readRecord(root: string, target: string): BuildRecord | null {
  const file = recordFile(root, target);
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as BuildRecord;
  } catch {
    return null;
  }
}

export function writeRecord(root: string, target: string, record: BuildRecord): void {
  const file = recordFile(root, target);
  mkdirSync(dirname(file), { recursive: true });
  writeFileSync(file, `${JSON.stringify(record, null, 1)}\n`);
}

const modifiedAt = (path: string): number | null => {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
};

/**
 * Why the target must be built again, or null when it is current: it was never built, one of
 * its outputs is gone, a file it read is gone, or one of today's `inputs` is new to it or was
 * modified after its last build started.
 */
export function staleReason(root: string, record: BuildRecord | null, inputs: readonly string[]): string | null {
  if (!record) return 'never built';
  for (const output of record.outputs) {
    if (modifiedAt(join(root, output)) === null) return `${output} is missing`;
  }
  for (const input of record.inputs) {
    if (modifiedAt(join(root, input)) === null) return `${input} is gone`;
  }
  const read = new Set(record.inputs);
  for (const input of inputs) {
    if (!read.has(input)) return `${input} is new`;
    if ((modifiedAt(join(root, input)) ?? Infinity) > record.startedAt) return `${input} changed`;
  }
  return null;
}
