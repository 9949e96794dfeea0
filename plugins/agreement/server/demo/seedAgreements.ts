import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';

interface DemoVersion {
  offsetDays: number;
  terms: string;
}

interface DemoAgreement {
  title: string;
  kind: string;
  state: string;
  /** Kept by this demo account's administered organization … */
  ownerOf: string;
  /** … with the first organization this account reads. */
  withOf: string;
  description: string;
  versions: readonly DemoVersion[];
}

const DEMO_AGREEMENTS: readonly DemoAgreement[] = [
  {
    title: 'Consultation submission protocol',
    kind: 'CNS_SUBMIT',
    state: 'ACTIVE',
    ownerOf: 'orgadmin@demo.test',
    withOf: 'member@demo.test',
    description: 'How Northern Ridge submits project consultations to Stoney Creek: what a complete package holds and the response times.',
    versions: [
      { offsetDays: -210, terms: 'Packages include a project description, maps of the footprint and a schedule. Stoney Creek answers within 45 days.' },
      { offsetDays: -40, terms: 'Packages also include the heritage resource assessment. Stoney Creek answers within 60 days during the spring camp.' },
    ],
  },
  {
    title: 'Traditional use data sharing',
    kind: 'DATA_SHARING',
    state: 'DRAFT',
    ownerOf: 'orgadmin@demo.test',
    withOf: 'consultant@demo.test',
    description: 'Terms under which Tamarack may use the traditional use study in its reviews.',
    versions: [],
  },
  {
    title: 'Review services 2024',
    kind: 'SERVICES',
    state: 'COMPLETE',
    ownerOf: 'consultant@demo.test',
    withOf: 'orgadmin@demo.test',
    description: 'Technical reviews of consultation packages for Stoney Creek.',
    versions: [{ offsetDays: -300, terms: 'Up to twelve reviews at the agreed daily rate, invoiced monthly.' }],
  },
];

/** A few agreements between the demo organizations, in DRAFT, ACTIVE and COMPLETE, with their versions. */
export function seedAgreementDemoData(seed: PluginDemoSeed): void {
  const accounts = seed.shared.get(DEMO_SHARED.demoAccounts);
  if (accounts === undefined) return;
  for (const spec of DEMO_AGREEMENTS) {
    const ownerAccount = accounts.find((account) => account.email === spec.ownerOf);
    const owner = ownerAccount?.adminOrgIds[0];
    const other = accounts.find((account) => account.email === spec.withOf);
    const withOrg = other?.adminOrgIds[0] ?? other?.readOrgIds[0];
    if (ownerAccount === undefined || owner === undefined || withOrg === undefined) continue;
    const first = spec.versions[0]?.offsetDays ?? -20;
    const newest = spec.versions.at(-1);
    const agreement = seed.create(
      'Agreement',
      {
        title: spec.title,
        kind: spec.kind,
        state: spec.state,
        owner,
        with: withOrg,
        description: spec.description,
        versions: spec.versions.length,
        ...(newest === undefined ? {} : { currentVersionDate: seed.calendar.date(newest.offsetDays) }),
      },
      { access: 'PROTECTED', created: { offsetDays: first - 5, by: ownerAccount.userId } },
    );
    spec.versions.forEach((version, index) => {
      seed.create(
        'AgreementVersion',
        { agreement: agreement.$id, number: index + 1, date: seed.calendar.date(version.offsetDays), terms: version.terms, owner, with: withOrg },
        { access: 'PROTECTED', created: { offsetDays: version.offsetDays, by: ownerAccount.userId } },
      );
    });
  }
}
