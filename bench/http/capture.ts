import { request } from 'node:http';

/** One answer as it went over the wire: status, headers and the (still encoded) body bytes. */
export interface CapturedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

/** Per-connection headers the bare server's Node writes itself. */
const CONNECTION_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

/** GETs `url` with raw node:http (fetch would decode the body), keeping the bytes as sent. */
export function capture(url: string, headers: Record<string, string>): Promise<CapturedAnswer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(res.headers)) {
          if (!CONNECTION_HEADERS.has(name) && value !== undefined) kept[name] = Array.isArray(value) ? value.join(', ') : value;
        }
        resolve({ status: res.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end();
  });
}
