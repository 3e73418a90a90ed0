import type { DomainCommand } from '../kernel/command.ts';
import type { Decider, DomainEvent } from '../kernel/decider.ts';
import { DomainError, IllegalTransition, NotFound } from '../kernel/errors.ts';
import type { GiveVerdict } from './commands.ts';
import { PERSONAL_DATA_ERASED, REQUEST_APPROVED, REQUEST_DENIED, type PersonalDataErased, type RequestType, type RequestVerdictGiven } from './events.ts';
import {
  CLIENT_IMAGES_ADDED,
  CLIENT_LINK_REQUESTED,
  MAX_CLIENT_IMAGES,
  MAX_MESSAGE_LENGTH,
  REQUEST_MESSAGE_PII,
  REQUEST_MESSAGE_POSTED,
  REQUEST_THREAD_READ,
  THREAD_COMMAND_TYPES,
  type ClientImagesAddedData,
  type RequestThreadReadData,
  type ThreadCommand,
  type ThreadEvent,
} from './thread.ts';

/** Every event a request's stream holds: its kind's submission, at most one verdict, its thread, and its erasure. */
export type RequestEvent<T extends RequestType, Submitted extends DomainEvent> = Submitted | RequestVerdictGiven<T> | ThreadEvent | PersonalDataErased;

/** 'none' is the state of a stream nobody has submitted to yet. */
export type RequestLifecycleStatus = 'none' | 'pending' | 'approved' | 'denied';

export interface RequestState {
  status: RequestLifecycleStatus;
  /** Her key is destroyed: nothing more is written about her. */
  erased: boolean;
  /** Messages in the thread so far, and the last one of the client's the staff have read. */
  messages: number;
  readUpTo: number;
  /** Reference photos she added from her page. */
  clientImages: number;
}

export const initialRequestState: RequestState = { status: 'none', erased: false, messages: 0, readUpTo: 0, clientImages: 0 };

/** She has added as many reference photos from her page as she may. */
export class TooManyClientImages extends DomainError {
  override name = 'TooManyClientImages';
  constructor(readonly limit: number) {
    super(`A request takes at most ${limit} photos from the client's page`);
  }
}

/** A submission: its command carries the new request's id. */
type SubmitCommand = DomainCommand<string, { requestId: number }>;

/**
 * What sets one kind of client request apart: how it is submitted. Everything after the
 * submission (one verdict, erasure) is the same for every kind, so it is written once, here.
 */
export interface RequestKind<T extends RequestType, Submit extends SubmitCommand, Submitted extends DomainEvent> {
  requestType: T;
  submittedType: Submitted['type'];
  /** The data keys the event store seals with the request's key, so erasing the key erases the client. */
  pii: readonly string[];
  /**
   * The submission's data from the command's. Fields are copied one by one, so nothing the
   * caller added by accident ends up in the permanent history, and optional ones become null.
   */
  submittedData(command: Submit['data']): Submitted['data'];
}

const isVerdict = (command: DomainCommand): command is GiveVerdict => command.type === 'ApproveRequest' || command.type === 'DenyRequest';
const isThreadCommand = (command: DomainCommand): command is ThreadCommand => (THREAD_COMMAND_TYPES as readonly string[]).includes(command.type);

/**
 * Only a pending request can be approved or denied, and there is no way back: the one place
 * where the verdict rules live (docs/product.md#request-status).
 */
function decideVerdict<T extends RequestType>(command: GiveVerdict, state: RequestState, requestType: T): [RequestVerdictGiven<T>] {
  const { requestId, at } = command.data;
  const verb = command.type === 'ApproveRequest' ? 'approve' : 'deny';
  if (state.status === 'none') throw new NotFound('request', requestId);
  if (state.status !== 'pending') throw new IllegalTransition(state.status, verb);
  const data = { requestId, requestType, at };
  return command.type === 'ApproveRequest' ? [{ type: REQUEST_APPROVED, data }] : [{ type: REQUEST_DENIED, data }];
}

/**
 * What follows the submission, whatever the status: the thread, her photos, her link. An
 * erased request takes none of it (docs/product.md#the-clients-page).
 */
function decideThread<T extends RequestType>(command: ThreadCommand, state: RequestState, requestType: T): ThreadEvent[] {
  const { requestId, at } = command.data;
  if (state.status === 'none' || state.erased) throw new NotFound('request', requestId);
  const base = { requestId, requestType, at };
  switch (command.type) {
    case 'PostRequestMessage': {
      const text = command.data.text.trim();
      if (text.length === 0 || text.length > MAX_MESSAGE_LENGTH) throw new DomainError(`A message has 1 to ${MAX_MESSAGE_LENGTH} characters`);
      return [{ type: REQUEST_MESSAGE_POSTED, data: { ...base, messageNumber: state.messages + 1, from: command.data.from, text }, pii: REQUEST_MESSAGE_PII }];
    }
    case 'MarkRequestThreadRead': {
      const upTo = Math.min(command.data.upTo, state.messages);
      // Reading again what was read is no news: nothing is recorded.
      return upTo > state.readUpTo ? [{ type: REQUEST_THREAD_READ, data: { ...base, upTo } }] : [];
    }
    case 'AddClientImages': {
      const imageKeys = [...command.data.imageKeys];
      if (imageKeys.length === 0) throw new DomainError('No photos to add');
      if (state.clientImages + imageKeys.length > MAX_CLIENT_IMAGES) throw new TooManyClientImages(MAX_CLIENT_IMAGES);
      return [{ type: CLIENT_IMAGES_ADDED, data: { ...base, imageKeys } }];
    }
    case 'RequestClientLink':
      return [{ type: CLIENT_LINK_REQUESTED, data: base }];
  }
}

/**
 * The decider of one kind of client request: submitted once (a second submit, e.g. a reused id,
 * must not overwrite the first), then pending until its one verdict. An erasure leaves the
 * status as it was: only the client's personal fields become unreadable.
 */
export function requestDecider<T extends RequestType, Submit extends SubmitCommand, Submitted extends DomainEvent>(
  kind: RequestKind<T, Submit, Submitted>,
): Decider<Submit | GiveVerdict | ThreadCommand, RequestEvent<T, Submitted>, RequestState> {
  return {
    initialState: initialRequestState,
    evolve(state, event) {
      switch (event.type) {
        case REQUEST_APPROVED:
          return { ...state, status: 'approved' };
        case REQUEST_DENIED:
          return { ...state, status: 'denied' };
        case PERSONAL_DATA_ERASED:
          return { ...state, erased: true };
        case REQUEST_MESSAGE_POSTED:
          return { ...state, messages: state.messages + 1 };
        case REQUEST_THREAD_READ:
          return { ...state, readUpTo: Math.max(state.readUpTo, (event.data as RequestThreadReadData).upTo) };
        case CLIENT_IMAGES_ADDED:
          return { ...state, clientImages: state.clientImages + (event.data as ClientImagesAddedData).imageKeys.length };
        case CLIENT_LINK_REQUESTED:
          return state;
        default:
          return { ...state, status: 'pending' };
      }
    },
    decide(command, state) {
      if (isVerdict(command)) return decideVerdict(command, state, kind.requestType);
      if (isThreadCommand(command)) return decideThread(command, state, kind.requestType);
      if (state.status !== 'none') throw new DomainError(`Request ${command.data.requestId} already submitted`);
      const submitted = { type: kind.submittedType, data: kind.submittedData(command.data), pii: kind.pii };
      return [submitted as Submitted];
    },
  };
}
