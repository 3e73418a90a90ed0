import { execFile, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { MALLOC_TUNABLES, runsOnGlibc } from './malloc-tunables.ts';

const PROBE = fileURLToPath(new URL('./testing/tuned-malloc-probe.ts', import.meta.url));
const ON_GLIBC = runsOnGlibc();

interface Probe {
  pid: number;
  tunables: string | null;
  args: string[];
}

/** Runs the probe as a child process with `env`; resolves with what it printed and the pid it was spawned with. */
function runProbe(env: NodeJS.ProcessEnv): Promise<{ spawnedPid: number; probe: Probe }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', PROBE, 'an-argument', '--a-flag'], { env, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`the probe exited with ${code}: ${out}`));
      else resolve({ spawnedPid: child.pid!, probe: JSON.parse(out) as Probe });
    });
  });
}

const envWithout = (name: string): NodeJS.ProcessEnv => Object.fromEntries(Object.entries(process.env).filter(([key]) => key !== name));

describe('tuned malloc', () => {
  it('restarts the process in place with the tunables, keeping its pid and arguments', async () => {
    const { spawnedPid, probe } = await runProbe(envWithout('GLIBC_TUNABLES'));
    expect(probe).toEqual({ pid: spawnedPid, tunables: ON_GLIBC ? MALLOC_TUNABLES : null, args: ['an-argument', '--a-flag'] });
  });

  it("leaves an operator's own GLIBC_TUNABLES as they are", async () => {
    const own = 'glibc.malloc.arena_max=4';
    const { spawnedPid, probe } = await runProbe({ ...envWithout('GLIBC_TUNABLES'), GLIBC_TUNABLES: own });
    expect(probe).toEqual({ pid: spawnedPid, tunables: own, args: ['an-argument', '--a-flag'] });
  });

  it.runIf(ON_GLIBC)('names tunables this glibc knows, at the values meant (a misspelt one would be ignored silently)', async () => {
    const loader = /\S*\/ld-linux[^\s/]*\.so\.\d+/.exec(readFileSync('/proc/self/maps', 'utf8'))?.[0];
    expect(loader).toBeDefined();
    const { stdout } = await promisify(execFile)(loader!, ['--list-tunables'], { env: { GLIBC_TUNABLES: MALLOC_TUNABLES } });
    expect(stdout).toMatch(/^glibc\.malloc\.arena_max: 0x2 /m);
    expect(stdout).toMatch(/^glibc\.malloc\.mmap_threshold: 0x40000 /m);
  });
});
