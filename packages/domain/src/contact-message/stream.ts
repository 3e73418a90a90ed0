export const CONTACT_MESSAGE_STREAM_TYPE = 'contact-message';

export const contactMessageStreamId = (messageId: string): string => `${CONTACT_MESSAGE_STREAM_TYPE}-${messageId}`;
