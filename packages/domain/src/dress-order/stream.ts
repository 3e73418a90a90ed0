export const DRESS_ORDER_STREAM_TYPE = 'dress-order';

export const dressOrderStreamId = (requestId: number): string => `${DRESS_ORDER_STREAM_TYPE}-${requestId}`;
