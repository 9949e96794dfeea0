import { badRequest, notAllowed, type OperationContext } from '../../../engine/protocol/operations';
import { defineServerPlugin } from '../../../engine/plugin/serverPlugin';
import { typeOfId } from '../../../engine/ids';

/** Reply of act/probeSummary/{organizationId}. */
export interface ProbeSummary {
  organization: string;
  score: number | null;
  /** Probe notes about the organization that the asker may read. */
  notes: number;
}

/**
 * A test fixture plugin's server entry: an operation of its own, a write rule on its own type and
 * an event emitted after a write, all through the plugin contract (engine/plugin/serverPlugin.ts).
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    context.operations.register('act/probeSummary', (ctx: OperationContext): ProbeSummary => {
      const id = ctx.params[0];
      if (typeOfId(id) !== 'Organization' || id === undefined) throw badRequest('act/probeSummary/{organizationId}');
      const organization = context.items.read(ctx.actor, id);
      if (!organization) throw notAllowed(`${id} is not readable`);
      const notes = context.items.search(ctx.actor, { must: [{ kind: 'type', value: 'ProbeNote' }, { prop: 'organization', kind: 'eq', value: id }], max: 0 });
      return { organization: id, score: typeof organization.probeScore === 'number' ? organization.probeScore : null, notes: notes.total };
    });

    context.writeRules.register('ProbeNote', {
      mode: 'add',
      check({ next }) {
        if (typeof next?.text === 'string' && /\bforbidden\b/i.test(next.text)) throw notAllowed('probe notes may not say "forbidden"');
      },
    });

    // A persisted timer per note asking for a follow-up: it fires once, even across a restart, and its
    // event commits with the timer's removal.
    context.timers.handle('followUp', (timer) => {
      const note = context.items.get(timer.key);
      if (note && typeof note.organization === 'string') context.events.emit({ kind: 'PROBE_FOLLOW_UP', context: note.organization, subContext: note.$id });
    });
    context.hooks.afterWrite('ProbeNote', (change) => {
      if (change.op === 'create' && typeof change.item.followUp === 'string') context.timers.set('followUp', change.item.$id, change.item.followUp);
    });

    context.hooks.afterWrite('ProbeNote', (change) => {
      if (change.op !== 'create' || typeof change.item.organization !== 'string') return;
      context.events.emit({ kind: 'PROBE_NOTED', context: change.item.organization, subContext: change.item.$id }, { userId: change.by, admin: false });
    });
  },
});
