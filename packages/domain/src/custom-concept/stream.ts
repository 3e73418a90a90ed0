export const CUSTOM_CONCEPT_STREAM_TYPE = 'custom-concept';

export const customConceptStreamId = (requestId: number): string => `${CUSTOM_CONCEPT_STREAM_TYPE}-${requestId}`;
