import type { OnDemandPageLocals } from '@atelier/contracts';

declare global {
  namespace App {
    /**
     * Handed by the API to pages rendered on demand (the 404 page). Prerendered pages have none:
     * the API fills their footer when serving them.
     */
    interface Locals {
      siteSettings?: OnDemandPageLocals['siteSettings'];
    }
  }
}
