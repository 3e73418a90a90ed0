import { describe, expect, it } from 'vitest';
import { bareApp } from '../testing/bare-app.ts';
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { notFound } from '../errors.ts';
import { pathId, pathIndex, pathKey } from './path-params.ts';

/** Spellings that Number() reads as 7 but that are not the canonical decimal. */
const ALIASES = ['0x7', '7e0', '+7', '07', '7.0', '7%20', '%207', '7n', ' 7', '0007', '7.', '0b111', '0o7', '７'];

const app = bareApp();
app.get('/id/:id', (c) => c.json({ id: pathId(c, 'id') }));
app.get('/index/:n', (c) => c.json({ index: pathIndex(c, 'n') }));
app.get('/shaped/:key', (c) => c.json({ key: pathKey(c, 'key', /^ab-[0-9]$/, () => notFound()) }));
const isColour = (value: string): value is 'red' | 'blue' => value === 'red' || value === 'blue';
app.get('/colour/:name', (c) => c.json({ colour: pathKey(c, 'name', isColour, () => notFound()) }));

const read = async (path: string) => {
  const response = await app.request(`http://atelier.test${path}`, { headers: { 'accept-language': 'en' } });
  return { status: response.status, body: (await response.json()) as unknown };
};

describe('ids in paths are canonical positive decimal integers', () => {
  it('reads a canonical id', async () => {
    expect(await read('/id/7')).toEqual({ status: 200, body: { id: 7 } });
    expect(await read('/id/9007199254740991')).toEqual({ status: 200, body: { id: 9007199254740991 } });
  });

  it('refuses every alias of an id with a 400 that names the problem', async () => {
    for (const alias of ALIASES) {
      const answer = await read(`/id/${alias}`);
      expect({ alias, status: answer.status }).toEqual({ alias, status: 400 });
      expect(answer.body).toEqual({ code: 'malformed_request', message: 'The id must be a positive whole number' });
    }
  });

  it('refuses zero, negatives and ids past 2^53', async () => {
    for (const id of ['0', '-1', '-0', '9007199254740993', '99999999999999999999', '10000000000000000']) {
      expect({ id, status: (await read(`/id/${id}`)).status }).toEqual({ id, status: 400 });
    }
  });
});

describe('positions in paths are canonical decimals from 0', () => {
  it('reads 0 and the positions after it', async () => {
    expect(await read('/index/0')).toEqual({ status: 200, body: { index: 0 } });
    expect(await read('/index/12')).toEqual({ status: 200, body: { index: 12 } });
  });

  it('refuses the aliases of 0 and of any other position', async () => {
    for (const index of ['00', '0x0', '-0', '0.0', '+0', '-1', ...ALIASES]) {
      expect({ index, status: (await read(`/index/${index}`)).status }).toEqual({ index, status: 400 });
    }
  });
});

describe('keys in paths are what their route says they are', () => {
  it('reads a key its pattern or its type guard accepts', async () => {
    expect(await read('/shaped/ab-3')).toEqual({ status: 200, body: { key: 'ab-3' } });
    expect(await read('/colour/blue')).toEqual({ status: 200, body: { colour: 'blue' } });
  });

  it('refuses anything else with the error the route names', async () => {
    for (const path of ['/shaped/ab-33', '/shaped/AB-3', '/shaped/ab-3%20', '/colour/green', '/colour/Red']) {
      expect({ path, status: (await read(path)).status }).toEqual({ path, status: 404 });
    }
  });
});


describe('the server reads its paths here', () => {
  it('no other file calls c.req.param', () => {
    const api = fileURLToPath(new URL('../', import.meta.url));
    const byHand = (readdirSync(api, { recursive: true }) as string[])
      .map((path) => path.split('\\').join('/'))
      .filter((path) => path.endsWith('.ts') && !path.endsWith('.test.ts') && path !== 'input/path-params.ts')
      .filter((path) => readFileSync(`${api}${path}`, 'utf8').includes('c.req.param('));
    expect(byHand).toEqual([]);
  });
});
