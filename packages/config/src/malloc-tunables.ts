/**
 * glibc reads its malloc tunables only when a process starts, so a long-running entry point
 * (the server, the worker) restarts itself once, in place, with them (ADR 033):
 * - arena_max=2: glibc gives each thread that allocates its own 64 MB arena, and memory
 *   freed there is seldom returned. sharp's and WebAssembly's worker threads left ~300 MB
 *   of such holes in an idle server.
 * - mmap_threshold=256 KiB, fixed: a large buffer (a decoded image, a compiler zone) is
 *   mapped on its own and returned whole when freed, instead of fragmenting an arena.
 */
export const MALLOC_TUNABLES = 'glibc.malloc.arena_max=2:glibc.malloc.mmap_threshold=262144';

export function runsOnGlibc(): boolean {
  if (process.platform !== 'linux') return false;
  const report = process.report.getReport() as { header: { glibcVersionRuntime?: string } };
  return report.header.glibcVersionRuntime !== undefined;
}

/**
 * Replaces this process (execve: same pid, signals and stdio) with the same command and
 * MALLOC_TUNABLES, unless GLIBC_TUNABLES is already set (by the operator, or by this very
 * restart) or the libc is not glibc. Returns only when it does nothing.
 */
export function restartWithTunedMalloc(): void {
  if (process.env.GLIBC_TUNABLES !== undefined || !process.execve || !runsOnGlibc()) return;
  process.execve(process.execPath, [process.execPath, ...process.execArgv, ...process.argv.slice(1)], {
    ...process.env,
    GLIBC_TUNABLES: MALLOC_TUNABLES,
  });
}
