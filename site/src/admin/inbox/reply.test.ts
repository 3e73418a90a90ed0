import { describe, expect, it } from 'vitest';
import { replyHref } from './reply.ts';

describe('replyHref', () => {
  it('writes to the sender with "Re: " and her subject, percent-encoded', () => {
    expect(replyHref({ email: 'carmen@example.com', subject: 'Prueba & cita?' }, 'x')).toBe('mailto:carmen@example.com?subject=Re%3A%20Prueba%20%26%20cita%3F');
  });

  it('uses the fallback subject when she gave none', () => {
    expect(replyHref({ email: 'ines@example.com', subject: null }, 'Your message')).toBe('mailto:ines@example.com?subject=Re%3A%20Your%20message');
  });

  it('cannot be turned into extra headers by the address', () => {
    expect(replyHref({ email: 'a@example.com?bcc=x@evil.example', subject: null }, 'Hi')).toBe('mailto:a@example.com%3Fbcc%3Dx@evil.example?subject=Re%3A%20Hi');
  });
});
