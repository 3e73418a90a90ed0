import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Encoding } from './encoding.ts';

/** What a public answer renders to, once per move of the read models it depends on. */
export interface RenderedAnswer {
  /** 200 unless said otherwise (a project page for an unknown id is a 404 page). */
  status?: number;
  body: string;
  contentType: string;
  cacheControl: string;
  /** Headers every variant carries (security headers, the page's own CSP). */
  headers: Readonly<Record<string, string>>;
}

/** How a request asks for a cached answer. */
export interface AnswerRequest {
  encoding: Encoding;
  ifNoneMatch: string | undefined;
  head: boolean;
  /** Add Strict-Transport-Security (the request came over HTTPS through a trusted proxy). */
  hsts: boolean;
}

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

interface Variant {
  body: Uint8Array<ArrayBuffer>;
  etag: string;
  headers: Record<string, string>;
  headersWithHsts: Record<string, string>;
}

function encode(body: Buffer<ArrayBuffer>, encoding: Encoding): Buffer<ArrayBuffer> {
  if (encoding === 'gzip') return gzipSync(body, { level: 9 });
  if (encoding === 'br') {
    return brotliCompressSync(body, {
      params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: body.length, [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT },
    });
  }
  return body;
}

/** Tags listed in If-None-Match, weak or strong (RFC 9110 compares them weakly). */
function listedTags(ifNoneMatch: string): string[] {
  return ifNoneMatch.split(',').map((tag) => tag.trim().replace(/^W\//, ''));
}

/**
 * One public answer, ready to send: its body in every encoding, compressed once at the
 * highest level, each with a strong ETag (the body's hash, suffixed by the encoding) and the
 * full header set, so a request only picks a variant.
 */
export class CachedAnswer {
  readonly #variants: Record<Encoding, Variant>;
  readonly #etags: ReadonlySet<string>;
  readonly #notModified: Record<string, string>;
  readonly #notModifiedWithHsts: Record<string, string>;
  readonly #status: number;

  constructor(rendered: RenderedAnswer) {
    this.#status = rendered.status ?? 200;
    const identity = Buffer.from(rendered.body, 'utf8');
    const hash = createHash('sha256').update(identity).digest('base64url').slice(0, 27);
    const common = { ...rendered.headers, 'content-type': rendered.contentType, 'cache-control': rendered.cacheControl, vary: 'Accept-Encoding' };
    const variant = (encoding: Encoding, suffix: string): Variant => {
      const body = encode(identity, encoding);
      const etag = `"${hash}${suffix}"`;
      const headers: Record<string, string> = { ...common, etag, 'content-length': String(body.byteLength) };
      if (encoding !== 'identity') headers['content-encoding'] = encoding;
      return { body, etag, headers, headersWithHsts: { ...headers, 'strict-transport-security': HSTS_VALUE } };
    };
    this.#variants = { identity: variant('identity', ''), gzip: variant('gzip', '-gz'), br: variant('br', '-br') };
    this.#etags = new Set(Object.values(this.#variants).map((v) => v.etag));
    this.#notModified = { 'cache-control': rendered.cacheControl, vary: 'Accept-Encoding' };
    this.#notModifiedWithHsts = { ...this.#notModified, 'strict-transport-security': HSTS_VALUE };
  }

  /** The bytes of one encoding (tests, the benchmark's bare server). */
  variant(encoding: Encoding): { body: Uint8Array; headers: Readonly<Record<string, string>> } {
    return this.#variants[encoding];
  }

  respond(request: AnswerRequest): Response {
    const variant = this.#variants[request.encoding];
    if (this.#status === 200 && request.ifNoneMatch !== undefined && this.matches(request.ifNoneMatch)) {
      const headers = { ...(request.hsts ? this.#notModifiedWithHsts : this.#notModified), etag: variant.etag };
      return new Response(null, { status: 304, headers });
    }
    const headers = request.hsts ? variant.headersWithHsts : variant.headers;
    return new Response(request.head ? null : variant.body, { status: this.#status, headers });
  }

  /** Any of this answer's tags matches: every encoding holds the same content. */
  private matches(ifNoneMatch: string): boolean {
    if (ifNoneMatch.trim() === '*') return true;
    return listedTags(ifNoneMatch).some((tag) => this.#etags.has(tag));
  }
}
