/** The atelier's name as it appears in the wordmark, titles and the copyright line. */
export const BRAND_NAME = 'Atelier';

/** The atelier's Instagram profile, linked from the footer (opens in a new tab). */
export const INSTAGRAM_URL = 'https://www.instagram.com/';
