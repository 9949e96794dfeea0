import type { ServerModule } from '../../server/serverModule';

const cpuNow = (): number => {
  const used = process.cpuUsage();
  return used.user + used.system;
};

/**
 * The server's CPU while protocol requests are under way (ServerModuleContext.onRequestArrival:
 * from a socket message or the first byte of POST /api/item until the reply is written), as one
 * figure per stretch during which at least one request was under way. The bulk deriver gives way to
 * requests under way, so for a client sending one call at a time each stretch is one call alone:
 * request parse, checks, the two rows per item, the commit and the reply.
 */
export class CallCpuMeter {
  private underWay = 0;
  private stretchStart = 0;
  private stretches: number[] = [];

  readonly module: ServerModule = {
    name: 'bench-call-cpu',
    start: (context) => {
      context.onRequestArrival(() => this.arrived());
    },
  };

  /** Forgets the stretches measured so far. */
  reset(): void {
    this.stretches = [];
  }

  /** CPU µs of each stretch closed since the last reset, in order. */
  closed(): readonly number[] {
    return this.stretches;
  }

  private arrived(): () => void {
    if (this.underWay === 0) this.stretchStart = cpuNow();
    this.underWay += 1;
    let answered = false;
    return () => {
      if (answered) return;
      answered = true;
      this.underWay -= 1;
      if (this.underWay === 0) this.stretches.push(cpuNow() - this.stretchStart);
    };
  }
}
