/** How a concept's client wants to be contacted (docs/product.md#entities); 'email' when she does not say. */
export const PREFERRED_CONTACTS = ['email', 'phone', 'text'] as const;
export type PreferredContact = (typeof PREFERRED_CONTACTS)[number];
