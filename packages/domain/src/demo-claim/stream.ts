export const DEMO_CLAIM_STREAM_TYPE = 'demo-claim';

export const demoClaimStreamId = (item: string): string => `${DEMO_CLAIM_STREAM_TYPE}-${item}`;
