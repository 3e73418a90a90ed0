declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate when the visitor first reaches into the island (src/directives/interaction.ts). */
    'client:interaction'?: boolean;
  }
}

export {};
