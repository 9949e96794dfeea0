import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';
import type { Item } from './testing/consultationSetup';

/**
 * Staff exports over the real server: consultations (every field, the export-only ones included)
 * and threads in a consultation context with their messages (admin-export fields last), as CSV and
 * XLSX written by a background task and downloaded by its starter; read back with csv-parse and
 * exceljs. Non-staff are refused.
 */
type Row = Record<string, string>;

let t: PluginTestServer;
let submitter: { id: string; token: string };
let proponent: string;
let community: string;
let gravel: Item;
let road: Item;
let threadAboutGravel: Item;
let threadAboutSection: Item;

async function exported(token: string, body: Record<string, unknown>): Promise<{ items: number; bytes: Buffer; name: string | null }> {
  const started = await t.ok<{ task: string; items: number }>(token, 'act/consult.export', body);
  let state: { done?: boolean; resultURI?: string; errorKey?: string } = {};
  for (let attempt = 0; attempt < 200 && state.done !== true; attempt += 1) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    state = await t.ok(token, `activeTask/${started.task}`);
  }
  expect(state, JSON.stringify(state)).toMatchObject({ done: true, resultURI: expect.stringMatching(/^\/api\/plugins\/consult\/export\//) });
  const response = await fetch(`${t.url}${state.resultURI ?? ''}`, { headers: { authorization: `Bearer ${token}` } });
  expect(response.status).toBe(200);
  const other = await fetch(`${t.url}${state.resultURI ?? ''}`, { headers: { authorization: `Bearer ${submitter.token}` } });
  expect(other.status).toBe(404);
  return { items: started.items, bytes: Buffer.from(await response.arrayBuffer()), name: response.headers.get('content-disposition') };
}

function csvRows(bytes: Buffer): Row[] {
  return parse(bytes, { columns: true, bom: true }) as Row[];
}

async function xlsxRows(bytes: Buffer): Promise<Row[]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes as unknown as ArrayBuffer);
  const sheet = workbook.worksheets[0];
  if (!sheet) throw new Error('no sheet');
  const headings = (sheet.getRow(1).values as unknown[]).slice(1).map(String);
  const rows: Row[] = [];
  sheet.eachRow((row, index) => {
    if (index === 1) return;
    const cells = (row.values as unknown[]).slice(1);
    rows.push(Object.fromEntries(headings.map((heading, i) => [heading, cells[i] === undefined || cells[i] === null ? '' : String(cells[i])])));
  });
  return rows;
}

beforeAll(async () => {
  t = await startPluginTestServer({});
  proponent = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Northern Ridge Mining', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  community = (await t.ok<Item>(t.adminToken, 'create/Organization', { displayName: 'Stoney Creek First Nation', type: 'COMMUNITY', $access: 'PROTECTED' })).$id;
  const contact = (await t.ok<Item>(t.adminToken, 'create/Contact', { firstName: 'Dana', lastName: 'Lead', assigned: proponent })).$id;
  submitter = await t.createUser('Sam', { adminOrg: [proponent], capabilities: { Core: true, Org: true, ConsultSubmit: true } });
  gravel = await t.ok<Item>(t.adminToken, 'create/Consultation', {
    projectName: 'Gravel pit', state: 'DRAFT', primaryOrg: proponent, primaryContacts: [contact], region: 'NORTHWEST', stream: 'MINING', projectType: 'NEW_PROJECT',
    identifiers: [{ type: 'PERMIT_NUMBER', value: 'MX-104' }], requestedResponseDate: '2026-12-01', projectDescription: 'A new gravel pit north of the ridge.', projectStartDt: '2027-04-01',
    projectEndDt: '2031-10-31', locationDescription: 'Km 42 of the forest service road', accessRequirements: 'Gate key from the district office', projectArea: 12.5, areaOfNewCut: 3.25, $access: 'PROTECTED',
  });
  road = await t.ok<Item>(t.adminToken, 'create/Consultation', { projectName: 'Access road', state: 'DRAFT', primaryOrg: proponent, $access: 'PROTECTED' });
  threadAboutGravel = await t.ok<Item>(t.adminToken, 'create/Thread', { subject: 'Dust control', owner: community, participants: [contact], context: gravel.$id, purpose: 'GENERAL', body: 'How is dust kept down?' });
  await t.ok(t.adminToken, 'create/Message', { thread: threadAboutGravel.$id, author: contact, body: 'Water trucks twice a day.', drupalTarget: 'node/881', drupalCID: '5521' });
  const response = await t.ok<Item>(t.adminToken, 'create/ConsultResponse', { consultation: road.$id, community, state: 'DRAFT', priority: 'NORMAL', $access: 'PROTECTED' });
  const section = await t.ok<Item>(t.adminToken, 'create/ConsultResponseSection', { response: response.$id, community, title: 'Wildlife', order: 1 });
  threadAboutSection = await t.ok<Item>(t.adminToken, 'create/Thread', { subject: 'Caribou crossing', owner: community, participants: [contact], context: section.$id, purpose: 'GENERAL', body: 'Where do the caribou cross?' });
  await t.ok(t.adminToken, 'create/Thread', { subject: 'Office move', owner: community, participants: [contact], purpose: 'GENERAL', body: 'Not about any consultation.' });
}, 60_000);

afterAll(async () => {
  await t.close();
});

describe('consultation exports', () => {
  it('writes every consultation with the export-only fields as CSV', async () => {
    const { items, bytes, name } = await exported(t.adminToken, { kind: 'consultations', format: 'csv' });
    expect(items).toBe(2);
    expect(name).toBe('attachment; filename="consultations.csv"');
    const rows = csvRows(bytes);
    expect(rows.map((row) => row['Project name']).sort()).toEqual(['Access road', 'Gravel pit']);
    const row = rows.find((r) => r.ID === gravel.$id);
    expect(row).toMatchObject({
      'Project name': 'Gravel pit', Proponent: 'Northern Ridge Mining', 'Proponent contacts': 'Dana Lead', 'Response requested by': '2026-12-01',
      'Project description': 'A new gravel pit north of the ridge.', 'Project start': '2027-04-01', 'Project end': '2031-10-31', Location: 'Km 42 of the forest service road',
      'Access requirements': 'Gate key from the district office', 'Project area (ha)': '12.5', 'Area of new cut (ha)': '3.25',
    });
    expect(row?.UUID).toMatch(/^[0-9a-f-]{36}$/);
    // Names and labels, never ids or keys.
    expect(Object.values(row ?? {}).join(' ')).not.toMatch(/Organization-|Contact-|NORTHWEST|NEW_PROJECT/);
  });

  it('writes the same as XLSX, read back with exceljs, and follows the search it is given', async () => {
    const { items, bytes, name } = await exported(t.adminToken, { kind: 'consultations', format: 'xlsx', must: [{ kind: 'text', value: 'gravel' }] });
    expect(items).toBe(1);
    expect(name).toBe('attachment; filename="consultations.xlsx"');
    const rows = await xlsxRows(bytes);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ ID: gravel.$id, 'Project name': 'Gravel pit', 'Project area (ha)': '12.5', 'Area of new cut (ha)': '3.25', 'Access requirements': 'Gate key from the district office' });
  });

  it('writes threads in a consultation context, one row per message, with the admin-export fields', async () => {
    const { items, bytes, name } = await exported(t.adminToken, { kind: 'threads', format: 'xlsx' });
    expect(name).toBe('attachment; filename="consultation-threads.xlsx"');
    expect(items).toBe(2);
    const rows = await xlsxRows(bytes);
    const gravelRows = rows.filter((row) => row['Thread ID'] === threadAboutGravel.$id);
    expect(gravelRows).toEqual([
      expect.objectContaining({ Consultation: 'Gravel pit', 'Consultation ID': gravel.$id, Subject: 'Dust control', 'Message no.': '0', Message: 'How is dust kept down?', 'Former site target': '', 'Former site comment id': '' }),
      expect.objectContaining({ Consultation: 'Gravel pit', 'Message no.': '1', Author: 'Dana Lead', Message: 'Water trucks twice a day.', 'Former site target': 'node/881', 'Former site comment id': '5521' }),
    ]);
    // The thread about a response section lists under that response's consultation (the "consult gap").
    expect(rows.filter((row) => row['Thread ID'] === threadAboutSection.$id)).toEqual([expect.objectContaining({ Consultation: 'Access road', 'Consultation ID': road.$id })]);
    expect(rows.some((row) => row.Subject === 'Office move')).toBe(false);
    const csv = csvRows((await exported(t.adminToken, { kind: 'threads', format: 'csv' })).bytes);
    expect(csv.map((row) => row.Message).sort()).toEqual(rows.map((row) => row.Message).sort());
  });

  it('is refused to non-staff, and an unknown export is refused', async () => {
    const refused = await t.call(submitter.token, 'act/consult.export', { kind: 'consultations', format: 'csv' });
    expect(refused.erred).toBe(true);
    expect(refused.b).toMatchObject({ userMessage: 'consult.errors.exportStaffOnly' });
    const unknown = await t.call(t.adminToken, 'act/consult.export', { kind: 'consultations', format: 'pdf' });
    expect(unknown.b).toMatchObject({ userMessage: 'consult.errors.exportUnknown' });
  });
});
