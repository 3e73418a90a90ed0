// Child process for lock.test.ts: opens the data dir given as argv[2], prints the outcome as JSON.
import { openEventStore } from '../store.ts';
import { TEST_MASTER_KEY } from '../testing.ts';

const dataDir = process.argv[2];
if (!dataDir) throw new Error('usage: open-data-dir.ts <dataDir>');
try {
  const store = await openEventStore({ dataDir, masterKey: TEST_MASTER_KEY });
  await store.close();
  console.log(JSON.stringify({ ok: true, pid: process.pid }));
} catch (error) {
  const e = error as Error;
  console.log(JSON.stringify({ ok: false, name: e.name, message: e.message }));
}
