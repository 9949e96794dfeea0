import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import type { ItemJson } from '../../../../engine/protocol/item';
import { syncAttachments } from '../attachmentCopies';
import { copiedFields } from '../copies';
import { DEMO_CONSULTATIONS, ORGANIZATION_ORDER, type DemoConsultation, type DemoOrgKey } from './consultations';
import { seedDocument } from './demoDocuments';
import { DEMO_DOCUMENTS } from './documents';
import { seedConsultThreads } from './seedConsultThreads';
import { seedResponseWorkflow } from './seedResponseWorkflow';

function orgIds(seed: PluginDemoSeed): (key: DemoOrgKey) => string {
  const ids = seed.ids('Organization');
  return (key) => {
    const id = ids[ORGANIZATION_ORDER.indexOf(key)];
    if (!id) throw new Error(`demo organization ${key} is missing`);
    return id;
  };
}

/** The consultation's files, stored as its proponent uploaded them, with the attachment copies the server keeps. */
function seedAttachments(seed: PluginDemoSeed, context: ServerPluginContext, consultation: ItemJson, spec: DemoConsultation): ItemJson {
  const documents = DEMO_DOCUMENTS[spec.projectName] ?? [];
  if (documents.length === 0) return consultation;
  const attachments = documents.map((document) => seedDocument(seed, context, { type: 'Consultation', id: consultation.$id }, document, { offsetDays: spec.createdDaysAgo }).$id);
  const updated = seed.update(consultation, { attachments });
  syncAttachments(context.items, updated);
  return updated;
}

function seedConsultation(seed: PluginDemoSeed, context: ServerPluginContext, org: (key: DemoOrgKey) => string, spec: DemoConsultation): ItemJson {
  const answering = (spec.responses ?? []).map((response) => org(response.community));
  const regulators = (spec.regulators ?? []).map(org);
  const respondents = answering.filter((id) => !regulators.includes(id));
  const distributed = answering.length > 0;
  const created = seed.create(
    'Consultation',
    {
      projectName: spec.projectName,
      state: spec.state,
      primaryOrg: org(spec.proponent),
      ...(spec.supOrgs ? { supOrgs: spec.supOrgs.map(org) } : {}),
      ...(regulators.length > 0 ? { regulators } : {}),
      ...(spec.informed ? { informed: spec.informed.map(org) } : {}),
      region: spec.region,
      stream: spec.stream,
      projectType: spec.projectType,
      ...(spec.identifiers.length > 0 ? { identifiers: spec.identifiers } : {}),
      requestedResponseDate: seed.calendar.date(spec.requestedIn),
      projectDescription: spec.projectDescription,
      ...(spec.projectArea === undefined ? {} : { projectArea: spec.projectArea }),
      ...(spec.state === 'DRAFT' ? {} : { submitted: seed.calendar.stamp(spec.createdDaysAgo + 1, 600) }),
      ...(distributed ? { respondents, distributedTo: [...answering, ...(spec.informed ?? []).map(org)], distributed: seed.calendar.stamp(spec.createdDaysAgo + 3, 660) } : {}),
    },
    { access: 'PROTECTED', created: { offsetDays: spec.createdDaysAgo } },
  );
  const consultation = seedAttachments(seed, context, created, spec);
  for (const response of spec.responses ?? []) {
    const copies = Object.fromEntries(Object.entries(copiedFields(consultation)).filter(([, value]) => value !== null));
    seed.create(
      'ConsultResponse',
      {
        consultation: consultation.$id,
        community: org(response.community),
        state: response.state,
        priority: response.priority,
        ...(response.anticipatedIn === undefined ? {} : { anticipatedResponse: seed.calendar.date(response.anticipatedIn) }),
        ...(response.outcome ? { outcome: response.outcome } : {}),
        ...copies,
      },
      { access: 'PROTECTED', created: { offsetDays: spec.createdDaysAgo + 3 } },
    );
  }
  return consultation;
}

/**
 * Consultations in every state with their files, the responses of those distributed, Stoney
 * Creek's response workflow with one response halfway through it, and conversations about them
 * (plugins/consult/README.md "Demo data").
 */
export function seedConsultDemoData(seed: PluginDemoSeed, context: ServerPluginContext): void {
  const org = orgIds(seed);
  const byProject = new Map(DEMO_CONSULTATIONS.map((spec) => [spec.projectName, seedConsultation(seed, context, org, spec)]));
  const accounts = seed.shared.get(DEMO_SHARED.demoAccounts) ?? [];
  seedResponseWorkflow(seed, context, accounts);
  seedConsultThreads({ seed, context, accounts, byProject });
}
