import { startItemsTestServer, type ItemsTestServer } from '../../files/testing/itemsTestServer';

export interface TestUser {
  id: string;
  token: string;
}

/** The setting of the list-editing tests: a server, Acme (a community) with its administrator Olga, and Beta (industry), where she has no rights. */
export interface LovEditingSetting {
  t: ItemsTestServer;
  acme: string;
  beta: string;
  orgAdmin: TestUser;
}

/** Starts the server and creates the two organizations and Acme's administrator (close with t.close()). */
export async function startLovEditingSetting(): Promise<LovEditingSetting> {
  const t = await startItemsTestServer();
  const acme = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'COMMUNITY' })).$id;
  const beta = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Beta', type: 'INDUSTRY' })).$id;
  const orgAdmin = await t.createUser('Olga', { adminOrg: [acme] });
  return { t, acme, beta, orgAdmin };
}
