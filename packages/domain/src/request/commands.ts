import type { DomainCommand } from '../kernel/command.ts';

export type ApproveRequest = DomainCommand<'ApproveRequest', { requestId: number; at: string }>;
export type DenyRequest = DomainCommand<'DenyRequest', { requestId: number; at: string }>;

/** The admin's verdict on a pending request; the same commands serve dress orders and concepts. */
export type GiveVerdict = ApproveRequest | DenyRequest;

/** The verdict command for a status the admin chose (PATCH …/status). */
export const giveVerdict = (status: 'approved' | 'denied', requestId: number, at: string): GiveVerdict =>
  status === 'approved' ? { type: 'ApproveRequest', data: { requestId, at } } : { type: 'DenyRequest', data: { requestId, at } };
