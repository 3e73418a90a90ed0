// The site's origin lives with the config: the mail sender builds its links on it too.
export { printedOrigin, siteOrigin } from '@atelier/config';
