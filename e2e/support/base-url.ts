/** Where the suite's own server listens (E2E_PORT overrides, e.g. when 4330 is taken). */
export const E2E_PORT = process.env.E2E_PORT ?? '4330';
export const BASE_URL = `http://127.0.0.1:${E2E_PORT}`;
