/** Test setup shared with the tests of plugins that build on consultations (fieldwork): a distributed consultation made through consult's own actions. */
/** What the setup needs of the test server (server/testing/pluginTestServer.ts, which only tests import). */
export interface TestCalls {
  adminToken: string;
  ok<T = Record<string, unknown>>(token: string | null, o: string, b?: unknown): Promise<T>;
  createUser(name: string, fields?: Record<string, unknown>): Promise<{ id: string; token: string }>;
}

export interface Item {
  $id: string;
  _u: number;
  [field: string]: unknown;
}

export interface Person {
  id: string;
  token: string;
  contact: string;
}

/** A proponent, a community, people of both, and a consultation distributed to the community. */
export interface ConsultationSetup {
  proponent: string;
  community: string;
  proponentContact: Person;
  communityAdmin: Person;
  consultation: string;
  response: Item;
}

export async function person(t: TestCalls, name: string, org: string, fields: Record<string, unknown>): Promise<Person> {
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: name, lastName: 'Tester', email: `${name.toLowerCase()}@example.com`, assigned: org })).$id;
  return { ...(await t.createUser(name, { contact, ...fields })), contact };
}

export async function publishWorkflow(t: TestCalls, fields: Record<string, unknown>): Promise<void> {
  const workflow = await t.ok<Item>(t.adminToken, 'create/Workflow', fields);
  await t.ok(t.adminToken, `act/workflow.publish/${workflow.$id}`);
}

/**
 * Through the consultation module's own actions: the proponent's consultation is reviewed and
 * distributed to the community, whose default response workflow (if `responseWorkflow`) starts.
 */
export async function distributedConsultation(t: TestCalls, names: { proponent: string; community: string }, responseWorkflow?: string): Promise<ConsultationSetup> {
  const proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: names.proponent, type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  const community = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: names.community, type: 'COMMUNITY', $access: 'PROTECTED', ...(responseWorkflow ? { defaultResponseWorkflow: responseWorkflow } : {}) })).$id;
  const proponentContact = await person(t, `Pat${names.proponent.length}`, proponent, { readOrg: [proponent] });
  const communityAdmin = await person(t, `Cora${names.community.length}`, community, {
    readOrg: [community],
    adminOrg: [community],
    capabilities: { Core: true, Org: true, ConsultRespond: true, ResponseWorkflow: true, GeoKeeper: true },
  });
  const created = await t.ok<Item>(t.adminToken, 'create/Consultation', { projectName: `${names.proponent} expansion`, state: 'DRAFT', primaryOrg: proponent, primaryContacts: [proponentContact.contact], $access: 'PROTECTED' });
  const consultation = created.$id;
  for (const to of ['REVIEW', 'SUBMITTED']) await t.ok(t.adminToken, `act/consult.move/${consultation}`, { to });
  const current = await t.ok<Item>(t.adminToken, `read/${consultation}`);
  await t.ok(t.adminToken, 'update', { $id: consultation, _u: current._u, respondents: [community] });
  await t.ok(t.adminToken, `act/consult.distribute/${consultation}`);
  const found = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'ConsultResponse' }, { prop: 'consultation', kind: 'eq', value: consultation }] });
  const response = await t.ok<Item>(t.adminToken, `read/${found.ids[0] ?? ''}`);
  return { proponent, community, proponentContact, communityAdmin, consultation, response };
}
