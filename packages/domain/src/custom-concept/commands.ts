import type { DomainCommand } from '../shared/command.ts';
import type { PreferredContact } from './preferred-contact.ts';
import type { GiveVerdict } from '../request-status/commands.ts';

export type SubmitCustomConcept = DomainCommand<
  'SubmitCustomConcept',
  {
    requestId: number;
    fullName: string;
    email: string;
    phone: string;
    preferredContact: PreferredContact;
    driveLink?: string | null;
    conceptDescription: string;
    inspirations?: string | null;
    additionalComments?: string | null;
    imageKeys: string[];
    submittedAt: string;
  }
>;

export type CustomConceptCommand = SubmitCustomConcept | GiveVerdict;
