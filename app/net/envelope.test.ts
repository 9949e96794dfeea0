import { describe, expect, it } from 'vitest';
import { ApiError } from './apiContract';
import { asEnvelope, byteLength, errorFromBody, parseEnvelope, parseEnvelopes } from './envelope';

describe('parseEnvelope', () => {
  it('reads o, b, s, v and erred', () => {
    expect(parseEnvelope('{"o":"authed","b":{"user":{}},"s":"3","v":"1.0.0"}')).toEqual({ o: 'authed', b: { user: {} }, s: '3', v: '1.0.0' });
    expect(parseEnvelope('{"o":"x","erred":true,"b":null}')).toEqual({ o: 'x', b: null, erred: true });
  });

  it('turns a numeric s into the string form', () => {
    expect(asEnvelope({ o: 'x', s: 12 })).toEqual({ o: 'x', s: '12' });
  });

  it('rejects non-JSON and objects without o', () => {
    expect(parseEnvelope('not json')).toBeNull();
    expect(parseEnvelope('{"b":1}')).toBeNull();
    expect(parseEnvelope('[1]')).toBeNull();
  });

  it('parseEnvelopes accepts one envelope or a batch', () => {
    expect(parseEnvelopes('{"o":"a"}')).toEqual([{ o: 'a' }]);
    expect(parseEnvelopes('[{"o":"a"},{"x":1},{"o":"b"}]')).toEqual([{ o: 'a' }, { o: 'b' }]);
    expect(parseEnvelopes('')).toEqual([]);
  });
});

describe('errorFromBody', () => {
  it('reads userMessage/sysMessage', () => {
    const error = errorFromBody({ userMessage: 'notAllowed', sysMessage: 'no' });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ userMessage: 'notAllowed', sysMessage: 'no', details: undefined });
  });

  it('reads the older errorKey/errorSys', () => {
    expect(errorFromBody({ errorKey: 'notFound', errorSys: 'gone' })).toMatchObject({ userMessage: 'notFound', sysMessage: 'gone' });
  });

  it('reads a body nested under b, or a plain text', () => {
    expect(errorFromBody({ o: 'x', b: { userMessage: 'badRequest' } })).toMatchObject({ userMessage: 'badRequest' });
    expect(errorFromBody('invalidToken')).toMatchObject({ userMessage: 'invalidToken' });
  });

  it('falls back to notCaught for unknown shapes', () => {
    expect(errorFromBody(42)).toMatchObject({ userMessage: 'notCaught' });
    expect(errorFromBody({})).toMatchObject({ userMessage: 'notCaught' });
  });
});

describe('byteLength', () => {
  it('counts UTF-8 bytes', () => {
    expect(byteLength('abc')).toBe(3);
    expect(byteLength('é')).toBe(2);
  });
});
