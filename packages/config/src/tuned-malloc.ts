// The first import of every long-running entry point, so the restart happens before any other
// module runs (ADR 033). Only an entry point may import this: it replaces the process.
import { restartWithTunedMalloc } from './malloc-tunables.ts';

restartWithTunedMalloc();
