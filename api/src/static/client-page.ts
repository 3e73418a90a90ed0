/**
 * The client's page (docs/product.md#the-clients-page): its Spanish and English paths. It is
 * a built page, but never kept by the page cache nor by any other cache (`no-store`), never
 * in the sitemap, and `noindex` (ADR 046).
 */
export const CLIENT_PAGE_PATHS = { es: '/mi-pedido', en: '/en/my-request' } as const;

/** The build's files of the client's page, as PageFiles names them. */
export const CLIENT_PAGE_FILES: ReadonlySet<string> = new Set(['mi-pedido/index.html', 'en/my-request/index.html']);
