import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './index.ts';
import { parseMailFrom } from './mail-from.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'x'.repeat(32),
  PII_MASTER_KEY: Buffer.alloc(32, 1).toString('base64'),
  PUBLIC_ORIGIN: 'https://atelier.example',
};

function issuesOf(env: Record<string, string>): ConfigError {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error;
    throw error;
  }
  throw new Error('expected loadConfig to throw ConfigError');
}

describe('SMTP_URL', () => {
  it('is optional outside production: mail then goes to .eml files under DATA_DIR/mail', () => {
    expect(loadConfig({ DATA_DIR: '/srv/atelier' }).mail).toEqual({
      smtpUrl: undefined,
      from: { name: null, address: 'atelier@localhost' },
      domain: 'localhost',
      dir: '/srv/atelier/mail',
    });
  });

  it.each(['smtp://127.0.0.1:2525', 'smtp://mail.example:587', 'smtps://user:p%40ss@smtp.example.com:465', 'smtps://smtp.example.com/'])('takes %s', (url) => {
    expect(loadConfig({ SMTP_URL: url }).mail.smtpUrl).toBe(url);
  });

  it('refuses production without it, saying what it is for', () => {
    expect(issuesOf(PRODUCTION).issues).toEqual([
      {
        variable: 'SMTP_URL',
        message:
          'SMTP_URL is required when NODE_ENV=production: the mail server every mail to clients and to the atelier goes through, like smtps://user:password@smtp.example.com:465',
      },
    ]);
    expect(loadConfig({ ...PRODUCTION, SMTP_URL: 'smtps://smtp.example.com:465' }).mail.smtpUrl).toBe('smtps://smtp.example.com:465');
  });

  it.each([
    ['http://user:hunter2@smtp.example.com', '"http://***@smtp.example.com"'],
    ['smtp:user:hunter2@smtp.example.com', '"smtp:***@smtp.example.com"'],
    ['smtps://user:hun@ter2@smtp.example.com:465/path', '"smtps://***@smtp.example.com:465/path"'],
    ['smtp.example.com:25', '"smtp.example.com:25"'],
  ])('refuses SMTP_URL=%s without printing its password', (url, shown) => {
    const error = issuesOf({ SMTP_URL: url });
    expect(error.issues).toEqual([
      { variable: 'SMTP_URL', message: `SMTP_URL must be an smtp:// or smtps:// URL like smtps://user:password@smtp.example.com:465 (got ${shown})` },
    ]);
    expect(error.message).not.toContain('hunter2');
    expect(error.message).not.toContain('ter2');
  });
});

describe('MAIL_FROM', () => {
  it('defaults to atelier@ the public host, else atelier@localhost', () => {
    expect(loadConfig({ PUBLIC_ORIGIN: 'https://www.atelier.example' }).mail.from).toEqual({ name: null, address: 'atelier@www.atelier.example' });
    expect(loadConfig({ PUBLIC_ORIGIN: 'http://127.0.0.1:4321' }).mail.from).toEqual({ name: null, address: 'atelier@localhost' });
    expect(loadConfig({}).mail.domain).toBe('localhost');
  });

  it('takes an address, or a name and an address; the domain names every Message-ID', () => {
    expect(loadConfig({ MAIL_FROM: 'hola@atelier.example' }).mail).toMatchObject({ from: { name: null, address: 'hola@atelier.example' }, domain: 'atelier.example' });
    expect(loadConfig({ MAIL_FROM: 'Atelier Alta Costura <Hola@Atelier.Example>' }).mail).toMatchObject({
      from: { name: 'Atelier Alta Costura', address: 'Hola@Atelier.Example' },
      domain: 'atelier.example',
    });
    expect(loadConfig({ MAIL_FROM: '"Atelier, Madrid" <hola@atelier.example>' }).mail.from).toEqual({ name: 'Atelier, Madrid', address: 'hola@atelier.example' });
    expect(loadConfig({ MAIL_FROM: '<hola@atelier.example>' }).mail.from).toEqual({ name: null, address: 'hola@atelier.example' });
  });

  it.each(['atelier', 'hola@', '@atelier.example', 'hola @atelier.example', 'Atelier <hola@atelier.example', 'A <b> <hola@atelier.example>', 'Atelier <hola@atelier..example>'])(
    'refuses MAIL_FROM=%j',
    (value) => {
      expect(issuesOf({ MAIL_FROM: value }).issues).toEqual([
        { variable: 'MAIL_FROM', message: `MAIL_FROM must be an address like hola@atelier.example or Atelier <hola@atelier.example> (got ${JSON.stringify(value)})` },
      ]);
    },
  );

  it('refuses a name that could forge a header', () => {
    expect(parseMailFrom('Atelier\r\nBcc: x@y.example <hola@atelier.example>')).toBeNull();
    expect(parseMailFrom('Atelier "the best" <hola@atelier.example>')).toBeNull();
  });
});
