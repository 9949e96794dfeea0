import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { copiedFields } from '../copies';
import { DEMO_CONSULTATIONS, ORGANIZATION_ORDER, type DemoConsultation, type DemoOrgKey } from './consultations';

function orgIds(seed: PluginDemoSeed): (key: DemoOrgKey) => string {
  const ids = seed.ids('Organization');
  return (key) => {
    const id = ids[ORGANIZATION_ORDER.indexOf(key)];
    if (!id) throw new Error(`demo organization ${key} is missing`);
    return id;
  };
}


function seedConsultation(seed: PluginDemoSeed, org: (key: DemoOrgKey) => string, spec: DemoConsultation): void {
  const respondents = (spec.responses ?? []).map((response) => org(response.community));
  const distributed = respondents.length > 0;
  const consultation = seed.create(
    'Consultation',
    {
      projectName: spec.projectName,
      state: spec.state,
      primaryOrg: org(spec.proponent),
      ...(spec.supOrgs ? { supOrgs: spec.supOrgs.map(org) } : {}),
      region: spec.region,
      stream: spec.stream,
      projectType: spec.projectType,
      ...(spec.identifiers.length > 0 ? { identifiers: spec.identifiers } : {}),
      requestedResponseDate: seed.calendar.date(spec.requestedIn),
      projectDescription: spec.projectDescription,
      ...(spec.projectArea === undefined ? {} : { projectArea: spec.projectArea }),
      ...(spec.state === 'DRAFT' ? {} : { submitted: seed.calendar.stamp(spec.createdDaysAgo + 1, 600) }),
      ...(distributed ? { respondents, distributedTo: respondents, distributed: seed.calendar.stamp(spec.createdDaysAgo + 3, 660) } : {}),
    },
    { access: 'PROTECTED', created: { offsetDays: spec.createdDaysAgo } },
  );
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
}

/** Consultations in every state, and the responses of those distributed (plugins/consult/README.md). */
export function seedConsultDemoData(seed: PluginDemoSeed): void {
  const org = orgIds(seed);
  for (const spec of DEMO_CONSULTATIONS) seedConsultation(seed, org, spec);
}
