import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { openPGlite } from '../../packages/event-store/src/pglite.ts';
import { UnitLaneViolation, unitLaneViolations } from './unit-lane-guard.ts';

/** Each refusal below is on purpose: forget it, so the guard's own check after each test passes. */
afterEach(() => void unitLaneViolations.splice(0));

describe('the unit lane refuses what belongs to the integration lane', () => {
  it('opening PGlite, through the event store as the tests would', async () => {
    await expect(openPGlite('memory://')).rejects.toThrow(/the unit lane opens no database \(PGlite\)/);
  });

  it('starting a child process, whichever way it is imported', () => {
    expect(() => spawn(process.execPath, ['-e', ''])).toThrow(UnitLaneViolation);
    expect(() => execFile(process.execPath, ['-e', ''])).toThrow(/starts no child process/);
  });

  it('a client connection, fetch included, and a listening server', async () => {
    await expect(fetch('http://127.0.0.1:4819/')).rejects.toThrow();
    expect(unitLaneViolations.some((text) => text.includes('opens no socket'))).toBe(true);
    expect(() => createServer().listen(0)).toThrow(/listens on no socket/);
  });

  it('remembers a refusal the code under test caught, so the test still fails after it', () => {
    try {
      spawn('true');
    } catch {
      // swallowed, as a careless caller would
    }
    expect(unitLaneViolations).toHaveLength(1);
  });
});
