/**
 * What the hub hands on to the other server nodes (server/realtime/README.md): pushes to a user,
 * broadcasts without a filter, sign-outs of a token and user refreshes. Each node applies what it
 * receives to its own sockets only (PushHub.applyRelayed), so a relayed push is never relayed again.
 */
export type RelayedPush =
  | { kind: 'pushToUser'; userId: string; o: string; b: unknown }
  | { kind: 'broadcast'; o: string; b: unknown }
  | { kind: 'signOut'; jti: string; code: number; reason: string }
  | { kind: 'refreshUser'; userId: string };

export interface HubRelay {
  relay(push: RelayedPush): void;
}
