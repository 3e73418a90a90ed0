import { connect } from 'node:net';

export interface RawUpload {
  path: string;
  headers: Record<string, string>;
  /** The body, or its size in bytes of `x`; it is sent in pieces of 64 KB, with a Content-Length or chunked. */
  body: Buffer | number;
  chunked?: boolean;
  /** Awaited before each piece: a slow link. */
  pace?: () => Promise<void>;
  /** Written on the same connection once the body is sent: a second request, which should say `Connection: close`. */
  then?: string;
}

export interface RawOutcome {
  /** Everything the server sent, in order. */
  received: Buffer;
  /** Body bytes written before the body ended or the server stopped reading. */
  written: number;
  /** The server half-closed (sent its FIN) before the connection ended. */
  serverEnded: boolean;
  /** What stopped the writing (EPIPE, ECONNRESET), if anything did. */
  error?: string;
}

const PIECE = 64 * 1024;
const FILL = Buffer.alloc(PIECE, 'x');

/**
 * A client as a script or a proxy may be: it writes the whole body whatever the server
 * answers, and reads all the while. It keeps its side open after the server's FIN
 * (allowHalfOpen), so it stops only when the body is sent or the server stops reading (a
 * write fails). It never half-closes first, as browsers and curl do not (Node drops the
 * requests of a client that did): it ends its side once it has sent everything and the
 * server has ended its own, and resolves when the connection is closed.
 */
export function rawUpload(port: number, upload: RawUpload): Promise<RawOutcome> {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1', allowHalfOpen: true });
    const received: Buffer[] = [];
    const outcome: Omit<RawOutcome, 'received'> = { written: 0, serverEnded: false };
    socket.on('data', (chunk: Buffer) => received.push(chunk));
    let sent = false;
    socket.on('end', () => {
      outcome.serverEnded = true;
      if (sent) socket.end();
    });
    socket.on('error', (error: NodeJS.ErrnoException) => (outcome.error ??= error.code ?? error.message));
    socket.on('close', () => resolve({ ...outcome, received: Buffer.concat(received) }));
    const bytes = typeof upload.body === 'number' ? upload.body : upload.body.length;
    const pieceAt = (offset: number) => (typeof upload.body === 'number' ? FILL : upload.body.subarray(offset)).subarray(0, Math.min(PIECE, bytes - offset));
    const length = upload.chunked ? { 'Transfer-Encoding': 'chunked' } : { 'Content-Length': String(bytes) };
    const head = Object.entries({ Host: `127.0.0.1:${port}`, ...upload.headers, ...length }).map(([name, value]) => `${name}: ${value}\r\n`);
    socket.write(`POST ${upload.path} HTTP/1.1\r\n${head.join('')}\r\n`);
    const stopped = () => outcome.error !== undefined || socket.destroyed;
    const write = (data: Buffer | string) =>
      new Promise<void>((done) => {
        if (socket.write(data)) return done();
        const go = () => {
          socket.off('drain', go).off('close', go);
          done();
        };
        socket.on('drain', go).on('close', go);
      });
    void (async () => {
      while (outcome.written < bytes && !stopped()) {
        await upload.pace?.();
        const piece = pieceAt(outcome.written);
        outcome.written += piece.length;
        await write(upload.chunked ? Buffer.concat([Buffer.from(`${piece.length.toString(16)}\r\n`), piece, Buffer.from('\r\n')]) : piece);
      }
      if (stopped()) return;
      if (upload.chunked) await write('0\r\n\r\n');
      if (upload.then !== undefined) await write(upload.then);
      sent = true;
      if (!stopped() && outcome.serverEnded) socket.end();
    })();
  });
}

export interface RawAnswer {
  status: number;
  /** Lower-case names. */
  headers: Record<string, string>;
  body: string;
  /** The body has every byte its Content-Length announced. */
  complete: boolean;
  /** Bytes after this answer (a second answer on the same connection). */
  after: number;
}

/** The first answer in what the server sent (throws if not even its head came). */
export function firstAnswer(received: Buffer): RawAnswer {
  const end = received.indexOf('\r\n\r\n');
  if (end < 0) throw new Error(`no answer head in ${received.length} bytes: ${JSON.stringify(String(received.subarray(0, 200)))}`);
  const [statusLine = '', ...lines] = String(received.subarray(0, end)).split('\r\n');
  const headers = Object.fromEntries(lines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]));
  const length = Number(headers['content-length']);
  const rest = received.subarray(end + 4);
  return {
    status: Number(statusLine.split(' ')[1]),
    headers,
    body: String(rest.subarray(0, length)),
    complete: Number.isInteger(length) && rest.length >= length,
    after: Math.max(0, rest.length - length),
  };
}
