import type { DomainCommand } from '../kernel/command.ts';

export type ClaimDemoItem = DomainCommand<'ClaimDemoItem', { item: string; ids: number[]; at: string }>;

export type DemoClaimCommand = ClaimDemoItem;
