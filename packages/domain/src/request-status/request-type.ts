/** The two kinds of client request: a dress order, or a custom concept. */
export const REQUEST_TYPES = ['dress', 'concept'] as const;
export type RequestType = (typeof REQUEST_TYPES)[number];
