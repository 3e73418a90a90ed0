/** The atelier's name as it appears in the wordmark, titles and the copyright line. */
export const BRAND_NAME = 'Atelier';

