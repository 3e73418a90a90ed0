// Run by tuned-malloc.test.ts as a child process: what the process looks like after the import.
import '../tuned-malloc.ts';

process.stdout.write(JSON.stringify({ pid: process.pid, tunables: process.env.GLIBC_TUNABLES ?? null, args: process.argv.slice(2) }));
