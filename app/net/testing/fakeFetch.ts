import type { FetchLike } from '../timedFetch';

export interface FakeCall {
  url: string;
  init: RequestInit;
}

export type FakeAnswer = Response | Error | ((call: FakeCall) => Response | Error | Promise<Response>);

/** A fetch that answers from a script, in order, and records every call. */
export function fakeFetch(answers: FakeAnswer[]): { fetch: FetchLike; calls: FakeCall[] } {
  const calls: FakeCall[] = [];
  const fetch: FetchLike = async (url, init) => {
    const call = { url, init };
    calls.push(call);
    const next = answers.shift();
    if (next === undefined) throw new Error(`unexpected fetch ${url}`);
    const answer = typeof next === 'function' ? await next(call) : next;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetch, calls };
}

export function jsonResponse(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(JSON.stringify(body), { status: init.status ?? 200, headers: { 'content-type': 'application/json', ...init.headers } });
}

export function headerOf(call: FakeCall | undefined, name: string): string | undefined {
  const headers = call?.init.headers;
  if (!headers || typeof headers !== 'object' || Array.isArray(headers) || headers instanceof Headers) return undefined;
  return (headers as Record<string, string>)[name];
}
