import type { DomainCommand } from '../shared/command.ts';

export type ApproveRequest = DomainCommand<'ApproveRequest', { requestId: number; at: string }>;
export type DenyRequest = DomainCommand<'DenyRequest', { requestId: number; at: string }>;

/** The admin's verdict on a pending request; the same commands serve dress orders and concepts. */
export type ReviewRequest = ApproveRequest | DenyRequest;
