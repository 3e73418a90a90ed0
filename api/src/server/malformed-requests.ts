import type { Server } from 'node:http';
import type { Http2SecureServer, Http2Server } from 'node:http2';
import type { Duplex } from 'node:stream';

/** What Node's parser refuses before the app sees a request, and the status that says why. */
const STATUS_OF: Record<string, [number, string]> = {
  // A method token Node's parser does not know (FOO, BREW): 405 like TRACE, not "bad request".
  HPE_INVALID_METHOD: [405, 'Method Not Allowed'],
  HPE_HEADER_OVERFLOW: [431, 'Request Header Fields Too Large'],
  HPE_CHUNK_EXTENSIONS_OVERFLOW: [413, 'Content Too Large'],
  ERR_HTTP_REQUEST_TIMEOUT: [408, 'Request Timeout'],
};

const MESSAGE: Record<number, string> = {
  405: 'Método no permitido / Method not allowed',
  408: 'La solicitud tardó demasiado / Request timeout',
  413: 'La solicitud es demasiado grande / The request is too large',
  431: 'Cabeceras demasiado grandes / Request headers too large',
  400: 'Solicitud mal formada / Malformed request',
};

/** The raw answer written to the socket: the request was never parsed, so there is no app to ask. */
export function malformedRequestAnswer(code: string | undefined): string {
  const [status, reason] = STATUS_OF[code ?? ''] ?? [400, 'Bad Request'];
  const body = JSON.stringify({ message: MESSAGE[status] });
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
