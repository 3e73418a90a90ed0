import type { DomainCommand } from '../shared/command.ts';

export type ClaimDemoItem = DomainCommand<'ClaimDemoItem', { item: string; ids: number[]; at: string }>;

export type DemoClaimCommand = ClaimDemoItem;
