import type { DomainCommand } from '../shared/command.ts';
import type { Occasion } from '../shared/occasion.ts';
import type { GiveVerdict } from '../request-status/commands.ts';

export type SubmitDressOrder = DomainCommand<
  'SubmitDressOrder',
  {
    requestId: number;
    fullName: string;
    email: string;
    phone: string;
    address?: string | null;
    eventType: Occasion;
    eventDate: string;
    driveLink?: string | null;
    description: string;
    imageKeys: string[];
    submittedAt: string;
  }
>;

export type DressOrderCommand = SubmitDressOrder | GiveVerdict;
