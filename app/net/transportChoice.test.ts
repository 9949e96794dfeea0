import { describe, expect, it } from 'vitest';
import { chooseTransport, envelopeBytes } from './transportChoice';

const MIB = 1_048_576;

describe('chooseTransport', () => {
  it('uses the socket for messages up to wsMaxMsgSize when it is ready', () => {
    expect(chooseTransport(true, 100, MIB)).toBe('socket');
    expect(chooseTransport(true, MIB, MIB)).toBe('socket');
  });

  it('uses HTTP for larger messages', () => {
    expect(chooseTransport(true, MIB + 1, MIB)).toBe('http');
  });

  it('uses HTTP whenever the socket is not ready', () => {
    expect(chooseTransport(false, 10, MIB)).toBe('http');
  });
});

describe('envelopeBytes', () => {
  it('counts UTF-8 bytes, not characters', () => {
    const ascii = envelopeBytes('update', { t: 'aaaa' });
    const accented = envelopeBytes('update', { t: 'éééé' });
    expect(accented - ascii).toBe(4);
  });

  it('puts a body just over 1 MiB on HTTP', () => {
    const big = 'x'.repeat(MIB);
    expect(chooseTransport(true, envelopeBytes('update', { big }), MIB)).toBe('http');
    expect(chooseTransport(true, envelopeBytes('update', { small: 'x' }), MIB)).toBe('socket');
  });
});
