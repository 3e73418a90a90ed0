import { readdirSync, readFileSync } from 'node:fs';

export interface ProcessInfo {
  pid: number;
  command: string;
  rssMb: number;
}

/** The parent pid of each live process (Linux /proc); processes that end while read are left out. */
function parents(): Map<number, number[]> {
  const children = new Map<number, number[]>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name in (…) may hold spaces or parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(entry)]);
    } catch {
      // it ended meanwhile
    }
  }
  return children;
}

function info(pid: number): ProcessInfo | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
    return { pid, command, rssMb: Number(/^VmRSS:\s+(\d+)\s+kB/m.exec(status)?.[1] ?? 0) / 1024 };
  } catch {
    return null;
  }
}

/** Every live descendant of `pid` (not `pid` itself), with its command line and RSS. */
export function descendants(pid: number): ProcessInfo[] {
  const children = parents();
  const found: ProcessInfo[] = [];
  const queue = [...(children.get(pid) ?? [])];
  while (queue.length > 0) {
    const next = queue.shift()!;
    const process = info(next);
    if (process) found.push(process);
    queue.push(...(children.get(next) ?? []));
  }
  return found;
}

/** A process's resident memory by kind (Linux smaps_rollup): anonymous (heaps, WebAssembly memory) and file-backed (code). */
export function memoryKinds(pid: number): string {
  try {
    const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
    const field = (name: string) => Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0) / 1024;
    return `anonymous ${field('Anonymous').toFixed(1)} MB, file-backed ${(field('Rss') - field('Anonymous')).toFixed(1)} MB`;
  } catch {
    return 'unreadable';
  }
}
