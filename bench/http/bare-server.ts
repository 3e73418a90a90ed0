/**
 * The baseline of `pnpm bench:http`: a bare @hono/node-server (no Hono app, no routing, no
 * middleware) answering each path with the bytes and headers the app sent for it, from
 * memory. Started as its own process, like the app, with the answers in a JSON file:
 *   tsx bench/http/bare-server.ts <answers.json> <port>
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';

interface StoredAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

const [file, port] = process.argv.slice(2);
if (!file || !port) throw new Error('usage: bare-server.ts <answers.json> <port>');
const stored = JSON.parse(readFileSync(file, 'utf8')) as Record<string, StoredAnswer>;
const answers = new Map(
  Object.entries(stored).map(([path, answer]) => [path, { ...answer, body: new Uint8Array(Buffer.from(answer.body, 'base64')) }]),
);

serve(
  {
    port: Number(port),
    hostname: '127.0.0.1',
    // The path straight from Node's request line (these paths have no query): nothing parsed per request.
    fetch: (_request, env) => {
      const answer = answers.get(env.incoming.url ?? '');
      if (!answer) return new Response(null, { status: 404 });
      return new Response(answer.body, { status: answer.status, headers: answer.headers });
    },
  },
  () => process.stdout.write('ready\n'),
);
