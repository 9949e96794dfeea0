import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { connectBrowser } from './browser';
import { signInOverProtocol, type ProtocolClient } from './protocol';

/** What most end-to-end files share: the run's Chromium and the first administrator signed in over the protocol. */
export interface SuiteSession {
  readonly browser: Browser;
  readonly admin: ProtocolClient;
}

function ready<T>(value: T | undefined, name: string): T {
  if (value === undefined) throw new Error(`The suite's ${name} is read before beforeAll ran.`);
  return value;
}

/** Registers the hooks that open and close the file's session; read its fields inside tests and hooks. */
export function useSuiteSession(): SuiteSession {
  let browser: Browser | undefined;
  let admin: ProtocolClient | undefined;
  beforeAll(async () => {
    browser = await connectBrowser(inject('browserWsEndpoint'));
    admin = await signInOverProtocol(inject('baseUrl'), inject('adminEmail'), inject('adminPassword'));
  });
  afterAll(async () => {
    await browser?.close();
  });
  return {
    get browser() {
      return ready(browser, 'browser');
    },
    get admin() {
      return ready(admin, 'administrator');
    },
  };
}
