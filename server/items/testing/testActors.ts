import type { Actor, Connection } from '../../protocol/contract';

export function userActor(userId: string, orgs: { read?: string[]; admin?: string[] } = {}, capabilities: Record<string, boolean> = {}): Actor {
  return { userId, admin: false, capabilities: { Core: true, ...capabilities }, readOrgs: orgs.read ?? [], adminOrgs: orgs.admin ?? [] };
}

export function adminActor(userId = 'User-1'): Actor {
  return { userId, admin: true, capabilities: { Core: true }, readOrgs: [], adminOrgs: [] };
}

/** A socket stand-in that records what the server pushed to it. */
export class FakeConnection implements Connection {
  readonly pushes: { o: string; b: unknown }[] = [];
  readonly canPush = true;

  constructor(
    readonly id: string,
    public actor: Actor | null,
  ) {}

  push(o: string, b: unknown): void {
    this.pushes.push({ o, b });
  }

  /** Bodies pushed with operation o. */
  pushed(o: string): unknown[] {
    return this.pushes.filter((p) => p.o === o).map((p) => p.b);
  }
}
