import type { OrgMeetingTypes } from '../../../../../generated/lovs';
import type { CommLog, Disposition, Meeting } from '../../../../../generated/types/org';

/** A communication log entry's content; type and direction fall back to random LOV keys. */
export type DemoCommLogSpec = Pick<CommLog, 'subject' | 'notes'> & Partial<Pick<CommLog, 'type' | 'direction'>>;

export const COMM_LOG_SUBJECTS: readonly DemoCommLogSpec[] = [
  { subject: 'Follow-up on the access road proposal', type: 'PHONE', direction: 'OUTBOUND', notes: 'Called the project lead.\nThey will send the revised route map by the end of the month.' },
  { subject: 'Request for a site visit', type: 'EMAIL', direction: 'INBOUND' },
  { subject: 'Comments on the draft environmental assessment', type: 'LETTER', direction: 'OUTBOUND', notes: 'Letter signed by Chief and Council. Main concerns: caribou calving grounds and water quality downstream of the tailings facility.' },
  { subject: 'Capacity funding agreement for the review', type: 'EMAIL', direction: 'OUTBOUND', notes: 'Sent the signed agreement back. First instalment expected within 30 days.' },
  { subject: 'Invitation to the community open house', type: 'LETTER', direction: 'OUTBOUND' },
  { subject: 'Traditional land use study: data sharing terms', type: 'MEETING', direction: 'INBOUND', notes: 'Study results stay with the community; only the summary map is shared with the proponent.' },
  { subject: 'Archaeological assessment findings near the river crossing', type: 'EMAIL', direction: 'INBOUND', notes: 'Two lithic scatters recorded. The crossing will move 200 m upstream.' },
  { subject: 'Notice of intent to start winter drilling', type: 'LETTER', direction: 'INBOUND' },
  { subject: 'Water monitoring results, second quarter', type: 'EMAIL', direction: 'INBOUND', notes: 'All parameters within guidelines except total suspended solids after the May freshet.' },
  { subject: 'Fall harvest calendar shared with the proponent', type: 'EMAIL', direction: 'OUTBOUND', notes: 'Moose harvest from mid-September; no blasting near the trapline during that period, please.' },
  { subject: 'Question about the referral deadline', type: 'PHONE', direction: 'INBOUND' },
  { subject: 'Extension requested for the response', type: 'EMAIL', direction: 'OUTBOUND', notes: 'Asked for 30 more days: the lands committee meets only once a month.' },
  { subject: 'Walk of the proposed cutblocks with land users', type: 'SITE_VISIT', direction: 'INTERNAL', notes: 'Two trapline holders joined. A cabin was found inside block 14; flagged for a buffer.' },
  { subject: 'Briefing for Chief and Council', type: 'MEETING', direction: 'INTERNAL' },
  { subject: 'Heritage artefacts returned for cataloguing', type: 'OTHER', direction: 'OUTBOUND', notes: 'Forty-two artefacts in six boxes, with the field catalogue.' },
  { subject: 'Permit amendment: additional culvert crossings', type: 'EMAIL', direction: 'INBOUND' },
  { subject: 'Reply to the information request on fish habitat', type: 'LETTER', direction: 'OUTBOUND' },
  { subject: 'Debrief after the elders gathering', type: 'MEETING', direction: 'INTERNAL', notes: 'Elders asked that the place names study be finished before any new permit is granted.' },
  { subject: 'Call about dust on the haul road', type: 'PHONE', direction: 'INBOUND', notes: 'Residents report dust at the school bus stop. The contractor will water the road twice a day.' },
  { subject: 'Draft accommodation measures circulated', type: 'EMAIL', direction: 'OUTBOUND' },
  { subject: 'Student research permit application', type: 'EMAIL', direction: 'INBOUND' },
  { subject: 'Spill notification at the pump station', type: 'PHONE', direction: 'INBOUND', notes: 'About 200 L of hydraulic fluid, contained on site. Written report to follow within 48 hours.' },
];

/** A meeting's content; times and participants are drawn per meeting. */
export interface DemoMeetingSpec extends Pick<Meeting, 'summary'> {
  meetingTypes: readonly OrgMeetingTypes[];
  /** Community sessions happen in the evening and are public. */
  evening?: boolean;
}

export const MEETING_SUMMARIES: readonly DemoMeetingSpec[] = [
  { summary: 'Review of the draft access-road route', meetingTypes: ['IN_PERSON', 'NEGOTIATION'] },
  { summary: 'Community information evening', meetingTypes: ['COMMUNITY_SESSION'], evening: true },
  { summary: 'Weekly coordination call', meetingTypes: ['VIRTUAL'] },
  { summary: 'Site visit to the proposed tailings facility', meetingTypes: ['SITE_VISIT'] },
  { summary: 'Impact benefit agreement: employment chapter', meetingTypes: ['NEGOTIATION', 'VIRTUAL'] },
  { summary: 'Elders and land users workshop on the study maps', meetingTypes: ['IN_PERSON', 'COMMUNITY_SESSION'], evening: true },
  { summary: 'Quarterly regulatory update', meetingTypes: ['VIRTUAL'] },
  { summary: 'Reclamation plan walkthrough', meetingTypes: ['IN_PERSON'] },
  { summary: 'Fish habitat offsetting options', meetingTypes: ['VIRTUAL', 'NEGOTIATION'] },
  { summary: 'Heritage protocol signing', meetingTypes: ['IN_PERSON'] },
  { summary: 'Helicopter tour of the transmission corridor', meetingTypes: ['SITE_VISIT'] },
  { summary: 'Youth summer monitoring program kickoff', meetingTypes: ['COMMUNITY_SESSION', 'IN_PERSON'], evening: true },
  { summary: 'Consultation process check-in', meetingTypes: ['VIRTUAL'] },
  { summary: 'Forest stewardship plan review', meetingTypes: ['IN_PERSON', 'NEGOTIATION'] },
];

/** A disposition (licence, permit, lease ...) held by an organization. */
export interface DemoDispositionSpec extends Pick<Disposition, 'label' | 'title' | 'dispositionType' | 'description'> {
  /** Organization key of the holder. */
  owner: string;
  /** Days before today it was issued; not yet issued when absent. */
  issuedDaysAgo?: number;
  public?: boolean;
}

export const DISPOSITIONS: readonly DemoDispositionSpec[] = [
  { label: 'L-2023-0042', title: 'Aggregate extraction licence, Stoney Creek gravel pit', dispositionType: 'LICENCE', owner: 'northernRidge', issuedDaysAgo: 610, description: 'Ten-year licence for gravel extraction on the north bank.\nRenewal requires a reclamation plan.', public: true },
  { label: 'MX-13-274', title: 'Mineral exploration permit, Ridge Lake claims', dispositionType: 'PERMIT', owner: 'northernRidge', issuedDaysAgo: 140, description: 'Diamond drilling of up to 40 holes and 12 km of trail.' },
  { label: 'WL-2024-113', title: 'Water licence, Kettle Falls generating station', dispositionType: 'LICENCE', owner: 'borealHydro', issuedDaysAgo: 300 },
  { label: 'FL-A19345', title: 'Forest licence, Cedar Valley operating area', dispositionType: 'LICENCE', owner: 'cedarCoast', issuedDaysAgo: 900, public: true },
  { label: 'CP-7781', title: 'Cutting permit 7781, blocks 12 to 18', dispositionType: 'PERMIT', owner: 'cedarCoast', issuedDaysAgo: 45 },
  { label: 'ROW-0519', title: 'Pipeline right of way, Sage Creek lateral', dispositionType: 'AUTHORIZATION', owner: 'prairieSky', description: 'Application under review; 38 km of 12-inch line.' },
  { label: 'LS-118', title: 'Lease of the former school lands', dispositionType: 'LEASE', owner: 'stoneyCreek', issuedDaysAgo: 1200 },
  { label: 'HP-2024-07', title: 'Heritage inspection permit, river crossing', dispositionType: 'PERMIT', owner: 'museum', issuedDaysAgo: 95, public: true },
  { label: 'RP-0031', title: 'Research permit, caribou habitat study', dispositionType: 'OTHER', owner: 'university', issuedDaysAgo: 200 },
];
