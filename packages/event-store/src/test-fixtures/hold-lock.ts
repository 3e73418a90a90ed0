// Child process for lock.test.ts: takes the lock of argv[2], reports, and holds it until stdin closes.
import { acquireDataDirLock } from '../lock.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: hold-lock.ts <dataDir>');
try {
  const lock = acquireDataDirLock(dataDir);
  console.log(JSON.stringify({ ok: true }));
  process.stdin.resume();
  process.stdin.on('end', () => {
    lock.release();
    process.exit(0);
  });
} catch (error) {
  console.log(JSON.stringify({ ok: false, name: (error as Error).name }));
}
