import type { DomainCommand } from '../shared/command.ts';
import type { ReviewRequest } from '../request-status/commands.ts';
import type { PreferredContact } from './events.ts';

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

export type CustomConceptCommand = SubmitCustomConcept | ReviewRequest;
