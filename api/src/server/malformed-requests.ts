import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';
import { ERROR_STATUS, type ErrorCode } from '@atelier/contracts';
import { errorBody } from '../errors.ts';

type ParserRefusal = Extract<ErrorCode, 'method_not_allowed' | 'headers_too_large' | 'too_large' | 'request_timeout' | 'malformed_request'>;

/** What Node's parser refuses before the app sees a request, the error code that says why, and its reason phrase. */
const ERROR_OF: Record<string, [ParserRefusal, string]> = {
  // A method token Node's parser does not know (FOO, BREW): 405 like TRACE, not "bad request".
  HPE_INVALID_METHOD: ['method_not_allowed', 'Method Not Allowed'],
  HPE_HEADER_OVERFLOW: ['headers_too_large', 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: ['too_large', 'Content Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: ['request_timeout', 'Request Timeout'],
};

/** In both languages: the request was never parsed, so its language is unknown. */
const MESSAGE: Record<ParserRefusal, string> = {
  method_not_allowed: 'Método no permitido / Method not allowed',
  request_timeout: 'La solicitud tardó demasiado / Request timeout',
  too_large: 'La solicitud es demasiado grande / The request is too large',
  headers_too_large: 'Cabeceras demasiado grandes / Request headers too large',
  malformed_request: 'Solicitud mal formada / Malformed request',
};

/** The raw answer written to the socket: the request was never parsed, so there is no app to ask. */
export function malformedRequestAnswer(nodeCode: string | undefined): string {
  const [code, reason]: [ParserRefusal, string] = ERROR_OF[nodeCode ?? ''] ?? ['malformed_request', 'Bad Request'];
  const status = ERROR_STATUS[code];
  const body = JSON.stringify(errorBody(code, MESSAGE[code]));
  const allow = status === 405 ? 'Allow: GET, HEAD, POST, PUT, PATCH, DELETE\r\n' : '';
  return (
    `HTTP/1.1 ${status} ${reason}\r\n${allow}Content-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`
  );
}

/**
 * Answers requests Node's HTTP parser refuses (an unknown method, oversized headers) with a
 * status that names the problem, instead of Node's bare 400 (Node writes nothing of its own
 * once a listener is set).
 */
export function answerMalformedRequests(server: Server | Http2Server | Http2SecureServer): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (error.code === 'ECONNRESET' || !socket.writable) {
      socket.destroy();
      return;
    }
    socket.end(malformedRequestAnswer(error.code));
  });
}
