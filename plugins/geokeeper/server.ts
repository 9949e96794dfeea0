import { defineServerPlugin } from '../../engine/plugin/serverPlugin';
import { syncFieldDataAttachments } from './server/attachmentCopies';
import { collectChoices, COLLECT_CHOICES_OPERATION } from './server/collectChoices';
import { shareMediaWithReaders } from './collect/mediaReaders';
import { seedGeoKeeperDemoData } from './server/demo/seedGeoKeeperDemoData';
import { applyFieldDataEdits } from './server/edits/applyFieldDataEdits';
import { registerFieldDataExports } from './server/export/exportTask';
import { listFieldData } from './server/fieldDataList';
import { checkOrgSettingsWrite, checkProgramAccess } from './server/orgSettings';
import { PROGRAM_TYPE } from './server/programRights';
import { streamFieldDataForMap } from './server/streamFieldDataForMap';
import { checkFieldDataWrite, FIELD_DATA_TYPE } from './server/fieldDataRules';
import { checkProgramPartWrite, PROGRAM_PART_TYPES } from './server/programPartRules';

/**
 * What GeoKeeper does beyond its declarations: who may add field data to a program (its access),
 * who writes a program's forms, work items and references (its editors), and that field data
 * agrees with its form. plugins/geokeeper/README.md says the rules in words.
 */
export const serverPlugin = defineServerPlugin({
  setup(context) {
    context.writeRules.register(FIELD_DATA_TYPE, { mode: 'replace', check: (write) => checkFieldDataWrite(context, write) });
    for (const type of PROGRAM_PART_TYPES) context.writeRules.register(type, { mode: 'replace', check: (write) => checkProgramPartWrite(context, write) });
    context.operations.register(COLLECT_CHOICES_OPERATION, (ctx) => collectChoices(context, ctx));
    context.hooks.afterWrite(FIELD_DATA_TYPE, (change) => shareMediaWithReaders(context, change));
    // The attachments search (geokeeper.attachments) finds media by their field data's fields.
    context.hooks.afterWrite(FIELD_DATA_TYPE, (change) => syncFieldDataAttachments(context.items, change.item, change.op === 'delete'));
    // GeoKeeper settings of COMMUNITY organizations (README "Organization settings").
    context.hooks.beforeWrite('Organization', checkOrgSettingsWrite);
    context.hooks.beforeWrite(PROGRAM_TYPE, (write) => checkProgramAccess(context, write));
    context.demo.seed(seedGeoKeeperDemoData);
    // Local edits, the map and exports (plugins/geokeeper/README.md "Local edits", "Map", "Exports").
    context.operations.register('act/applyGeoKeeperFieldDataEdits', (ctx, body) => applyFieldDataEdits(context, ctx, body));
    context.operations.register('act/streamFieldDataForMap', (ctx, body) => streamFieldDataForMap(context, ctx, body));
    context.operations.register('act/listGeoKeeperFieldData', (ctx, body) => listFieldData(context, ctx, body));
    registerFieldDataExports(context);
  },
});
