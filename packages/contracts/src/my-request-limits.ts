/**
 * The client's page's limits (docs/product.md#the-clients-page), in a module of their own so
 * her page's island takes them without the schemas (`@atelier/contracts/my-request-limits`).
 */
/** The longest message either side may write in a request's thread. */
export const MAX_CLIENT_MESSAGE = 4000;
/** The most reference photos she may add from her page, beyond those she sent with the form. */
export const MAX_CLIENT_PHOTOS = 5;
