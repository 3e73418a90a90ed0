import { secureHeaders } from 'hono/secure-headers';

/**
 * The security headers of every answer. same-origin referrers: the site's own pages see where
 * a visitor came from (the language redirect and no-JS form answers use it); other sites
 * still get nothing.
 */
export const securityHeaders = () => secureHeaders({ crossOriginEmbedderPolicy: false, referrerPolicy: 'same-origin' });
