import { afterEach, beforeEach } from 'vitest';
import type { AccessFixture } from '../items/testing/accessFixture';
import { createOpsHarness, type OpsHarness } from '../items/testing/opsHarness';
import type { FakeConnection } from '../items/testing/testActors';

export type FixtureActor = keyof AccessFixture['actors'];

/** The harness of the running test and a connection of each actor asked for (anonymous: signed out). */
export type OpsSession<N extends FixtureActor> = { h: OpsHarness } & Record<N, FakeConnection>;

/**
 * Per test (beforeEach/afterEach): a fresh operations harness on the access fixture
 * (server/items/testing/opsHarness) and the named actors connected to its hub, in that order;
 * closed after the test. Read the fields inside tests only: each test has new ones.
 */
export function useOpsSession<const N extends FixtureActor>(names: readonly N[]): OpsSession<N> {
  const session = {} as OpsSession<N>;
  beforeEach(() => {
    const h = createOpsHarness();
    const connections = session as Record<N, FakeConnection>;
    session.h = h;
    for (const name of names) connections[name] = h.kit.hub.connect(h.fx.actors[name]);
  });
  afterEach(() => session.h.close());
  return session;
}
