import type { DomainCommand } from '../kernel/command.ts';
import type { DomainEvent } from '../kernel/decider.ts';
import type { RequestType } from './events.ts';

/**
 * What follows a request's submission between the client and the atelier (docs/product.md#the-clients-page):
 * a thread of messages, the reference photos she adds from her page, and her asking for her link again.
 */
export const REQUEST_MESSAGE_POSTED = 'RequestMessagePosted';
export const REQUEST_THREAD_READ = 'RequestThreadRead';
export const CLIENT_IMAGES_ADDED = 'ClientImagesAdded';
export const CLIENT_LINK_REQUESTED = 'ClientLinkRequested';

/** Who wrote a message: the client from her page, or the atelier from the back office. */
export const MESSAGE_AUTHORS = ['client', 'atelier'] as const;
export type MessageAuthor = (typeof MESSAGE_AUTHORS)[number];

/** A message's text is the client's or about her: sealed with the request's key, so erasure erases it. */
export const REQUEST_MESSAGE_PII = ['text'] as const;

/** The most reference photos a client may add from her page, beyond those she sent with the form. */
export const MAX_CLIENT_IMAGES = 5;

/** The longest message, in characters, either side may write. */
export const MAX_MESSAGE_LENGTH = 4000;

interface ThreadData extends Record<string, unknown> {
  requestId: number;
  requestType: RequestType;
  at: string;
}

export interface RequestMessagePostedData extends ThreadData {
  /** 1, 2, 3… in the order written, within this request. */
  messageNumber: number;
  from: MessageAuthor;
  text: string;
}

/** The staff have read the client's messages up to `upTo` (inclusive). */
export interface RequestThreadReadData extends ThreadData {
  upTo: number;
}

export interface ClientImagesAddedData extends ThreadData {
  imageKeys: string[];
}

export type RequestMessagePosted = DomainEvent<typeof REQUEST_MESSAGE_POSTED, RequestMessagePostedData>;
export type RequestThreadRead = DomainEvent<typeof REQUEST_THREAD_READ, RequestThreadReadData>;
export type ClientImagesAdded = DomainEvent<typeof CLIENT_IMAGES_ADDED, ClientImagesAddedData>;
/** She asked for a fresh link to her page; the mail that carries it is made from this event. */
export type ClientLinkRequested = DomainEvent<typeof CLIENT_LINK_REQUESTED, ThreadData>;

export type ThreadEvent = RequestMessagePosted | RequestThreadRead | ClientImagesAdded | ClientLinkRequested;
export const THREAD_EVENT_TYPES = [REQUEST_MESSAGE_POSTED, REQUEST_THREAD_READ, CLIENT_IMAGES_ADDED, CLIENT_LINK_REQUESTED] as const;

export type PostRequestMessage = DomainCommand<'PostRequestMessage', { requestId: number; from: MessageAuthor; text: string; at: string }>;
export type MarkRequestThreadRead = DomainCommand<'MarkRequestThreadRead', { requestId: number; upTo: number; at: string }>;
export type AddClientImages = DomainCommand<'AddClientImages', { requestId: number; imageKeys: string[]; at: string }>;
export type RequestClientLink = DomainCommand<'RequestClientLink', { requestId: number; at: string }>;

export type ThreadCommand = PostRequestMessage | MarkRequestThreadRead | AddClientImages | RequestClientLink;
export const THREAD_COMMAND_TYPES: readonly ThreadCommand['type'][] = ['PostRequestMessage', 'MarkRequestThreadRead', 'AddClientImages', 'RequestClientLink'];
