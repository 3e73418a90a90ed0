import type { IncomingMessage, Server, ServerResponse } from 'node:http';

export interface LingerLimits {
  /** The longest the server reads and drops after its answer (nginx's `lingering_time`). */
  timeMs: number;
  /** A client that sends nothing for this long is not waited for (nginx's `lingering_timeout`). */
  idleMs: number;
  /** The most it reads and drops after its answer; past it the connection is closed. */
  bytes: number;
}

/** nginx's defaults for time; bytes above any upload the site takes, so a client that sends its whole body whole (fetch) reads its answer (docs/decisions/056-oversized-bodies-lingering-close.md). */
const LINGER_LIMITS: LingerLimits = { timeMs: 30_000, idleMs: 5_000, bytes: 64 * 1024 * 1024 };

/**
 * The request announces a body: chunks, or a length other than 0. Read from Node's raw header
 * list, as every request pays for it: `request.headers` would build an object of them all.
 */
function announcesBody(raw: readonly string[]): boolean {
  for (let i = 0; i < raw.length; i += 2) {
    const name = raw[i]!;
    if (name.length === 17 && name.toLowerCase() === 'transfer-encoding') return true;
    if (name.length === 14 && name.toLowerCase() === 'content-length' && raw[i + 1]!.trim() !== '0') return true;
  }
  return false;
}

/**
 * An answer whose head goes out before its request's body was read whole (a 413 past the
 * body limit, a 401, a 415) says `Connection: close`, and the server closes that connection
 * gracefully, as nginx's `lingering_close` does: once the answer is out it half-closes (FIN)
 * and reads and drops what the client still sends, until the body ends or a bound passes
 * (`limits`), then closes. Closing at once with unread bytes would send a reset, and the
 * client's kernel or library may drop the answer before it is read (ADR 056).
 */
export function lingerAfterEarlyAnswers(server: Server, limits: LingerLimits = LINGER_LIMITS): void {
  // First, so an answer written while the app's listener runs is seen too.
  server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    // Most requests (every page, every cached answer) announce no body: nothing to watch.
    if (!announcesBody(request.rawHeaders)) return;
    const writeHead = response.writeHead;
    response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
      if (!request.complete && !this.headersSent) {
        this.setHeader('Connection', 'close');
        dropBody(request, limits);
      }
      return Reflect.apply(writeHead, this, args) as ServerResponse;
    } as ServerResponse['writeHead'];
  });
}

/**
 * From the early answer on, the rest of the body is read and dropped. Node ends a
 * `Connection: close` answer with `socket.destroySoon()`, which destroys the socket as soon
 * as its FIN is written; on this socket it starts the bounded linger instead.
 */
function dropBody(request: IncomingMessage, limits: LingerLimits) {
  const socket = request.socket;
  let read = 0;
  let lingering = false;
  const timers: NodeJS.Timeout[] = [];
  const close = () => {
    for (const timer of timers) clearTimeout(timer);
    request.off('data', drop);
    socket.destroy();
  };
  // Nothing is left unread once the body ended, so closing after the FIN sends no reset.
  const closeOnceSent = () => (socket.writableFinished ? close() : socket.once('finish', close));
  const drop = (chunk: Buffer) => {
    read += chunk.length;
    timers[0]?.refresh();
    if (lingering && read > limits.bytes) close();
  };
  // Whatever was reading the body (a web stream nobody pulls any more) lets go of it: Node
  // then neither buffers it nor throws it away unseen, and every byte is counted here.
  request.removeAllListeners('data');
  request.on('data', drop);
  request.once('end', () => lingering && closeOnceSent());
  request.resume();
  Object.assign(socket, {
    destroySoon() {
      lingering = true;
      socket.once('close', () => timers.forEach(clearTimeout));
      socket.end();
      if (request.complete) return closeOnceSent();
      timers.push(setTimeout(close, limits.idleMs).unref(), setTimeout(close, limits.timeMs).unref());
    },
  });
}
