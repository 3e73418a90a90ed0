import { once } from 'node:events';
import { createServer, type Server } from 'node:http';
import { connect, type AddressInfo } from 'node:net';
import { ERROR_STATUS, apiErrorSchema } from '@atelier/contracts';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { answerMalformedRequests, malformedRequestAnswer } from './malformed-requests.ts';

/** Sends raw bytes and returns the whole answer (the server closes the connection). */
async function raw(port: number, request: string): Promise<string> {
  const socket = connect(port, '127.0.0.1');
  let answer = '';
  socket.on('data', (chunk) => (answer += String(chunk)));
  await once(socket, 'connect');
  socket.write(request);
  await once(socket, 'close');
  return answer;
}

describe('requests Node refuses before the app sees them', () => {
  let server: Server;
  let port: number;
  beforeAll(async () => {
    server = createServer((_req, res) => res.end('ok'));
    answerMalformedRequests(server);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it('an unknown method is 405 with Allow and a JSON message, never 500', async () => {
    for (const method of ['FOO', 'BREW', 'GETT']) {
      const answer = await raw(port, `${method} / HTTP/1.1\r\nHost: x\r\n\r\n`);
      expect(answer, method).toMatch(/^HTTP\/1\.1 405 Method Not Allowed\r\n/);
      expect(answer).toMatch(/\r\nAllow: GET, HEAD/);
      expect(answer).toMatch(/\r\n\r\n\{"code":"method_not_allowed","message":"Método no permitido \/ Method not allowed"\}$/);
    }
  });

  it('oversized headers are 431; other garbage is 400; a normal request still reaches the app', async () => {
    expect(await raw(port, `GET / HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)).toMatch(/^HTTP\/1\.1 431 [\s\S]*\r\n\r\n\{"code":"headers_too_large",/);
    expect(await raw(port, 'GET / HTTP/1.1\r\nno colon here\r\n\r\n')).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n[\s\S]*\r\n\r\n\{"code":"malformed_request",/);
    expect(await raw(port, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).toMatch(/^HTTP\/1\.1 200 OK[\s\S]*ok$/);
  });
});

describe('the answer to a request Node refused', () => {
  it.each([
    ['HPE_INVALID_METHOD', 'method_not_allowed'],
    ['HPE_HEADER_OVERFLOW', 'headers_too_large'],
    ['HPE_CHUNK_EXTENSIONS_OVERFLOW', 'too_large'],
    ['ERR_HTTP_REQUEST_TIMEOUT', 'request_timeout'],
    ['HPE_INVALID_HEADER_TOKEN', 'malformed_request'],
    [undefined, 'malformed_request'],
  ] as const)('%s is %s, at the status the table gives, in both languages (its language is unknown)', (nodeCode, code) => {
    const answer = malformedRequestAnswer(nodeCode);
    const body = v.parse(apiErrorSchema, JSON.parse(answer.slice(answer.indexOf('\r\n\r\n') + 4)));
    expect(body.code).toBe(code);
    expect(answer.startsWith(`HTTP/1.1 ${ERROR_STATUS[code]} `)).toBe(true);
    expect(body.message).toMatch(/^\S.* \/ \S.*$/);
  });
});
