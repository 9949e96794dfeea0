import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPluginTestServer, type PluginTestServer } from '../../server/testing/pluginTestServer';

/** The org plugin's server entry over a real server: meeting events and the contacts' e-mail list. */
let t: PluginTestServer;
let acme: string;
let river: string;
let olga: { id: string; token: string };
let invitee: { id: string; token: string };
let stranger: { id: string; token: string };
let riverContact: string;

/** The platform records ITEM_* events for every write besides the plugin's business events. */
const isPlatformKind = (kind: string): boolean => kind.startsWith('ITEM_');

/** The business events about the context (the plugin's own), oldest first. */
const eventsAbout = async (context: string, all = false): Promise<{ kind: string; also?: string[] }[]> => {
  const found = await t.ok<{ ids: string[] }>(t.adminToken, 'search/ids', { must: [{ kind: 'type', value: 'Event' }, { prop: 'context', kind: 'eq', value: context }], sort: [{ field: '_c.ts', order: 'asc' }] });
  const events = await Promise.all(found.ids.map((id) => t.ok<{ kind: string; also?: string[] }>(t.adminToken, `read/${id}`)));
  return all ? events : events.filter((event) => !isPlatformKind(event.kind));
};

beforeAll(async () => {
  t = await startPluginTestServer();
  acme = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'Acme', type: 'INDUSTRY', $access: 'PROTECTED' })).$id;
  river = (await t.ok<{ $id: string }>(t.adminToken, 'create/Organization', { displayName: 'River Nation', type: 'COMMUNITY' })).$id;
  olga = await t.createUser('Olga', { adminOrg: [acme], readOrg: [acme] });
  riverContact = (await t.ok<{ $id: string }>(t.adminToken, 'create/Contact', { firstName: 'Rita', lastName: 'Rivers', email: 'rita@example.com', assigned: river })).$id;
  invitee = await t.createUser('Rita', { contact: riverContact });
  stranger = await t.createUser('Stan');
  await t.ok(t.adminToken, 'create/Contact', { firstName: 'Zed', lastName: 'Zulu', email: 'zed@example.com', assigned: acme });
  await t.ok(t.adminToken, 'create/Contact', { firstName: 'Amy', lastName: 'Adams, Jr.', email: 'amy@example.com', assigned: acme });
  await t.ok(t.adminToken, 'create/Contact', { firstName: 'No', lastName: 'Mail', assigned: acme });
});
afterAll(() => t.close());

describe('meetings are business events for the people they involve', () => {
  it('records a scheduled meeting on its timeline, naming the invited organizations and contacts, and notifies the invitee', async () => {
    const meeting = (await t.ok<{ $id: string; _u: number }>(olga.token, 'create/Meeting', { owner: acme, summary: 'Route review', date: '2026-12-01', start: '10:00', meetingTypes: ['IN_PERSON'], otherOrgs: [river], otherContacts: [riverContact] })).$id;
    expect(await eventsAbout(meeting)).toEqual([expect.objectContaining({ kind: 'ORG_MEETING_SCHEDULED', also: [acme, river, riverContact], description: '2026-12-01 10:00' })]);
    const notified = await t.ok<{ items: { $kind: string; $context: string }[] }>(invitee.token, 'act/fetchNotifications', { max: 10 });
    expect(notified.items.filter((n) => !isPlatformKind(n.$kind))).toEqual([expect.objectContaining({ $kind: 'ORG_MEETING_SCHEDULED', $context: meeting })]);
    // One event per write: the business meaning replaces the platform's ITEM_CREATED.
    expect((await eventsAbout(meeting, true)).map((e) => e.kind)).toEqual(['ORG_MEETING_SCHEDULED']);
    // The writer is never notified of their own meeting.
    // (Olga administers Acme, so the platform's events about the records set up above do reach her.)
    const olgas = await t.ok<{ items: { $context: string }[] }>(olga.token, 'act/fetchNotifications', { max: 50 });
    expect(olgas.items.filter((n) => n.$context === meeting)).toEqual([]);

    const stored = await t.ok<{ _u: number }>(olga.token, `read/${meeting}`);
    await t.ok(olga.token, 'update', { $id: meeting, _u: stored._u, summary: 'Route review (agenda attached)' });
    expect((await eventsAbout(meeting)).map((e) => e.kind)).toEqual(['ORG_MEETING_SCHEDULED']);
    const again = await t.ok<{ _u: number }>(olga.token, `read/${meeting}`);
    await t.ok(olga.token, 'update', { $id: meeting, _u: again._u, date: '2026-12-03' });
    expect((await eventsAbout(meeting)).map((e) => e.kind)).toEqual(['ORG_MEETING_SCHEDULED', 'ORG_MEETING_RESCHEDULED']);
    expect((await eventsAbout(meeting, true)).map((e) => e.kind)).toEqual(['ORG_MEETING_SCHEDULED', 'ITEM_UPDATED', 'ORG_MEETING_RESCHEDULED']);
  });
});

describe('act/orgContactEmails', () => {
  it('answers the readable contacts with an address, by last name, quoted for a mail program', async () => {
    expect(await t.ok(olga.token, `act/orgContactEmails/${acme}`)).toEqual({ organization: acme, recipients: ['"Amy Adams, Jr." <amy@example.com>', '"Zed Zulu" <zed@example.com>'] });
  });

  it('refuses organizations the asker may not read and what is not an organization', async () => {
    expect(await t.refusal(stranger.token, `act/orgContactEmails/${acme}`)).toBe('notAllowed');
    expect(await t.refusal(olga.token, `act/orgContactEmails/${riverContact}`)).toBe('parseRequestFailed');
  });
});
