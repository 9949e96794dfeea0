import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { syncAttachments } from './server/attachmentCopies';
import { registerAttachmentsZip } from './server/attachmentsZip';
import { syncCopies } from './server/copies';
import { registerExportDownloads } from './server/exports/exportDownloads';
import { registerExportOperation } from './server/exports/exportOperation';
import { seedConsultDemoData } from './server/demo/seedConsultDemoData';
import { registerDistributeOperation } from './server/distributeOperation';
import { readConsultation, text } from './server/lookup';
import { registerMoveOperations } from './server/moveOperation';
import { registerInformedReadOnly } from './server/participantRoles';
import { registerPeopleLabels } from './server/peopleLabels';
import { markRespondedWhenAnswered } from './server/respondedWhenAnswered';
import { responseEvent } from './server/responseEvents';
import { SHARE_EXISTING_FILES, shareExistingFiles } from './server/shareExistingFiles';
import { registerShortcutFields } from './server/shortcutFields';
import { registerResponseStepBehaviours } from './server/steps/registerStepBehaviours';
import { registerWriteGuards } from './server/writeGuards';

/**
 * The consultation module beyond its declarations (plugins/consult/README.md): the consultation's
 * states moved only by its actions, distribution into one response per respondent organization
 * with that organization's response workflow, copies of the consultation kept current on its
 * responses, and the CNS_* events.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    registerWriteGuards(context);
    registerInformedReadOnly(context);
    registerPeopleLabels(context);
    registerMoveOperations(context);
    registerDistributeOperation(context);
    registerShortcutFields(context);
    registerResponseStepBehaviours(context);
    context.demo.seed((seed) => seedConsultDemoData(seed, context));
    context.events.describe('ConsultResponse', responseEvent);
    registerAttachmentsZip(context);
    registerExportOperation(context, registerExportDownloads(context));
    context.hooks.afterWrite('Consultation', (change) => {
      if (change.op !== 'delete') syncCopies(context.items, change.item);
      syncAttachments(context.items, change.item, change.op === 'delete');
    });
    // Stores written before consultations shared their files on every write catch up once.
    context.once(SHARE_EXISTING_FILES, async (signal) => {
      const consultations = await shareExistingFiles(context, signal);
      context.log.info('consultation files shared with their readers', { consultations });
    });
    context.hooks.afterWrite('ConsultResponse', (change) => {
      const consultation = text(change.item.consultation);
      if (change.op !== 'create' && consultation) markRespondedWhenAnswered(context, consultation);
    });
    // A new project feature is read by the organizations the consultation went to.
    context.hooks.afterWrite('ConsultProjectFeature', (change) => {
      const consultation = change.op === 'create' ? readConsultation(context.items, text(change.item.consultation) ?? '') : undefined;
      if (consultation) syncCopies(context.items, consultation);
    });
  },
});
