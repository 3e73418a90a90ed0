import type { InputReader } from '../routing/custom-route.ts';

/**
 * A route that reads nothing but its path: no body is read (one sent is still bounded by the
 * 64 KB net under /api, middleware/body-limit.ts) and the query string is ignored.
 */
export const noInput: InputReader<Record<string, never>> = {
  async read() {
    return { value: {}, files: [] };
  },
};
