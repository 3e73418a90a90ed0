import type { PageLocals } from '@atelier/contracts';

declare global {
  namespace App {
    /**
     * Handed by the API to pages rendered on demand (api/src/static/site-pages.ts): the read
     * models they show. Prerendered pages have none.
     */
    interface Locals {
      content?: PageLocals['content'];
    }
  }
}
