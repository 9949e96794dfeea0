import type { User } from '../../../../../generated/types/core';
import type { Contact } from '../../../../../generated/types/org';

/** A demo user: its User item, its own Contact, and the organizations it reads or administers. */
export interface DemoAccountSpec extends Required<Pick<Contact, 'email' | 'firstName' | 'lastName'>> {
  /** Organization keys (data/organizations.ts) the user administers. */
  adminOrgs: readonly string[];
  /** Organization keys whose protected items the user reads. */
  readOrgs: readonly string[];
  capabilities: Readonly<NonNullable<User['capabilities']>>;
  /** Phone area code of the user's own contact. */
  areaCode: string;
  /** What the account shows, for the log line that lists the accounts. */
  role: string;
}

export const DEMO_ACCOUNTS: readonly DemoAccountSpec[] = [
  {
    email: 'orgadmin@demo.test',
    firstName: 'Lena',
    lastName: 'Whitehorse',
    adminOrgs: ['stoneyCreek'],
    readOrgs: ['stoneyCreek'],
    capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true },
    areaCode: '250',
    role: 'administers Stoney Creek First Nation',
  },
  {
    email: 'member@demo.test',
    firstName: 'Daniel',
    lastName: 'Okafor',
    adminOrgs: [],
    readOrgs: ['northernRidge'],
    capabilities: { Core: true, Org: true },
    areaCode: '807',
    role: 'member of Northern Ridge Mining',
  },
  {
    email: 'consultant@demo.test',
    firstName: 'Priya',
    lastName: 'Raman',
    adminOrgs: ['tamarack'],
    readOrgs: ['tamarack', 'stoneyCreek'],
    capabilities: { Core: true, Org: true, ConsultSubmit: true },
    areaCode: '780',
    role: 'administers Tamarack Environmental Consulting, reads Stoney Creek First Nation',
  },
  {
    email: 'community@demo.test',
    firstName: 'Marie',
    lastName: 'Laroque',
    adminOrgs: [],
    readOrgs: [],
    capabilities: { Core: true },
    areaCode: '306',
    role: 'community user without an organization',
  },
];
