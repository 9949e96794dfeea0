import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { Actor } from '../../../../engine/protocol/operations';
import { letterPdfOf } from '../letterPdf';
import { responseContext, text } from '../responseContext';
import { DEMO_PDF_TIMER } from './seedLetters';

const PLATFORM: Actor = { userId: 'vgn-0', admin: true, capabilities: {}, readOrgs: [], adminOrgs: [] };

/** Gives the demo letter its PDF once the seed committed (the timer handler is synchronous; the PDF is not). */
export function handleDemoLetterPdf(context: ServerPluginContext): void {
  context.timers.handle(DEMO_PDF_TIMER, ({ key }) => {
    const letter = context.items.get(key);
    if (!letter || letter.pdf !== undefined) return;
    const found = responseContext(context, null, text(letter.response));
    letterPdfOf(context, PLATFORM, found, text(letter.subject), text(letter.body))
      .then((pdf) => {
        const current = context.items.get(key);
        if (current) context.items.update(key, { pdf: pdf.$id }, current._u, PLATFORM);
      })
      .catch((error: unknown) => context.log.error('demo letter PDF failed', { letter: key, error: String(error) }));
  });
}
