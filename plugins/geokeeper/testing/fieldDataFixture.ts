/** What the fixture needs of server/testing's plugin test server (tests pass theirs). */
export interface PluginTestServer {
  url: string;
  adminToken: string;
  ok<T = Record<string, unknown>>(token: string | null, o: string, b?: unknown): Promise<T>;
  createUser(name: string, fields?: Record<string, unknown>): Promise<{ id: string; token: string }>;
}

/** A created item as the tests read it back. */
export type Created = { $id: string; _u: number } & Record<string, unknown>;

/** A COMMUNITY organization (`owner`, Stoney Creek) and three users with the GeoKeeper capability. */
export interface GeoKeeperPeople {
  owner: string;
  /** Olga administers the owner, Mia is a member, Otto is signed in elsewhere. */
  olga: { id: string; token: string };
  mia: { id: string; token: string };
  otto: { id: string; token: string };
}

export interface FieldDataFixture extends GeoKeeperPeople {
  program: string;
  tripForm: string;
  recordForm: string;
}

/** The capabilities GeoKeeper users hold (a dedicated deployment's key among them). */
export const GEOKEEPER_CAPABILITIES = { Core: true, Org: true, GeoKeeper: true };
const QUESTIONS = {
  schema: { type: 'object', properties: { species: { type: 'string', title: 'Species', enum: ['MOOSE', 'CARIBOU'] }, count: { type: 'integer', minimum: 1 } } },
  choiceTitles: { species: { MOOSE: 'Moose', CARIBOU: 'Caribou' } },
};

/** Stoney Creek (COMMUNITY) and its people: Olga its administrator, Mia a member, Otto an outsider. */
export async function geokeeperPeople(t: PluginTestServer): Promise<GeoKeeperPeople> {
  const owner = (await t.ok<Created>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek', type: 'COMMUNITY' })).$id;
  const olga = await t.createUser('Olga', { capabilities: GEOKEEPER_CAPABILITIES, adminOrg: [owner], readOrg: [owner] });
  const mia = await t.createUser('Mia', { capabilities: GEOKEEPER_CAPABILITIES, readOrg: [owner] });
  const otto = await t.createUser('Otto', { capabilities: GEOKEEPER_CAPABILITIES });
  return { owner, olga, mia, otto };
}

/** geokeeperPeople with a MEMBERS program of theirs, a trip form and a record form (two photos). */
export async function fieldDataFixture(t: PluginTestServer): Promise<FieldDataFixture> {
  const people = await geokeeperPeople(t);
  const { owner, olga } = people;
  const program = (await t.ok<Created>(olga.token, 'create/GeoKeeperProgram', { label: 'Moose survey', access: 'MEMBERS', owner, state: 'ACTIVE' })).$id;
  const form = async (formType: string, machineName: string): Promise<string> =>
    (await t.ok<Created>(olga.token, 'create/GeoKeeperFormDef', { label: machineName, program, formType, machineName, state: 'ACTIVE', maxPhotos: 2, maxVideos: 0, form: QUESTIONS })).$id;
  return { ...people, program, tripForm: await form('trip', 'trip'), recordForm: await form('record', 'sighting') };
}

/** Field data of the fixture's program, by `token`. */
export async function fieldData(t: PluginTestServer, f: FieldDataFixture, token: string, fields: Record<string, unknown>): Promise<Created> {
  const formDef = fields.formType === 'trip' ? f.tripForm : f.recordForm;
  return t.ok<Created>(token, 'create/GeoKeeperFieldData', { program: f.program, formDef, state: 'ACTIVE', ...fields });
}

/** Uploads bytes as an Attachment (POST /api/attachment) and answers its id. */
export async function upload(t: PluginTestServer, token: string, fileName: string, bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const response = await fetch(`${t.url}/api/attachment`, { method: 'POST', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/octet-stream', 'x-vgn-file-name': fileName }, body: bytes });
  if (!response.ok) throw new Error(`upload failed: ${response.status}`);
  return ((await response.json()) as { $id: string }).$id;
}
