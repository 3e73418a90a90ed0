import type { AstroIntegration } from 'astro';
import { fileURLToPath } from 'node:url';

/** Registers `client:interaction` (interaction.ts, ADR 022) with Astro. */
export default function clientInteraction(): AstroIntegration {
  return {
    name: 'atelier-client-interaction',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({ name: 'interaction', entrypoint: fileURLToPath(new URL('./interaction.ts', import.meta.url)) });
      },
    },
  };
}
