import type { Position } from './types.ts';

/** Orders positions the way the read-all query does: (epoch, transaction id, global position). */
export function comparePositions(a: Position, b: Position): number {
  if (a.epoch !== b.epoch) return a.epoch < b.epoch ? -1 : 1;
  const ta = BigInt(a.transactionId);
  const tb = BigInt(b.transactionId);
  if (ta !== tb) return ta < tb ? -1 : 1;
  return Math.sign(a.globalPosition - b.globalPosition);
}

export function reached(checkpoint: Position | null, target: Position): boolean {
  return checkpoint !== null && comparePositions(checkpoint, target) >= 0;
}
