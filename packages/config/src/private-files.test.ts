import { chmod, lstat, mkdir, mkdtemp, rm, stat, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensurePrivateDir, restrictTree } from './private-files.ts';

let root: string;
beforeEach(async () => {
  root = await mkdtemp(join(tmpdir(), 'atelier-private-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const modeOf = async (path: string) => (await lstat(path)).mode & 0o777;

describe('private files', () => {
  it('ensurePrivateDir creates a 0700 directory, and tightens an existing one', async () => {
    const fresh = join(root, 'a', 'b');
    await ensurePrivateDir(fresh);
    expect(await modeOf(fresh)).toBe(0o700);
    const open = join(root, 'open');
    await mkdir(open);
    await chmod(open, 0o755);
    await ensurePrivateDir(open);
    expect(await modeOf(open)).toBe(0o700);
  });

  it('restrictTree makes every directory 0700 and every file 0600, leaving symlink targets alone', async () => {
    const outside = join(root, 'outside.txt');
    await writeFile(outside, 'x', { mode: 0o644 });
    const tree = join(root, 'tree');
    await mkdir(join(tree, 'sub', 'deeper'), { recursive: true, mode: 0o755 });
    await writeFile(join(tree, 'top.bin'), 'x', { mode: 0o666 });
    await writeFile(join(tree, 'sub', 'deeper', 'leaf'), 'x', { mode: 0o644 });
    await chmod(join(tree, 'top.bin'), 0o666);
    await symlink(outside, join(tree, 'sub', 'link'));
    await restrictTree(tree);
    for (const dir of [tree, join(tree, 'sub'), join(tree, 'sub', 'deeper')]) expect(await modeOf(dir)).toBe(0o700);
    for (const file of [join(tree, 'top.bin'), join(tree, 'sub', 'deeper', 'leaf')]) expect(await modeOf(file)).toBe(0o600);
    expect((await stat(outside)).mode & 0o777).toBe(0o644);
  });
});
