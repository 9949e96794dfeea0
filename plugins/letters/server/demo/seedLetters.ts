import type { PluginDemoSeed } from '../../../../engine/plugin/demoSeed';
import { DEMO_SHARED } from '../../../../engine/plugin/demoSharedKeys';
import type { ServerPluginContext } from '../../../../engine/plugin/serverPlugin';
import { mergeTemplate } from '../../mergeFields';
import { letterBytes, pdfFileName, responseRelation } from '../letterPdf';
import { mergeValuesOf, responseContext, text } from '../responseContext';

const ACKNOWLEDGE_BODY = [
  'Dear {{proponent.name}},',
  '',
  '{{community.name}} acknowledges the referral of {{consultation.title}} ({{consultation.region}}), received in good order.',
  '',
  'Our lands and resources office is reviewing the project description and maps, and will answer by {{response.anticipatedResponse}}.',
  '',
  'Sincerely,',
  '{{user.name}}',
].join('\n');

/**
 * Stoney Creek's letter templates, and one letter sent to the proponent of the first consultation
 * distributed to it: proposed by the consultant, approved by the organization's administrator
 * (orgadmin@demo.test), logged as a communication, with its PDF. The File and Attachment items are
 * seeded like every demo item (stamps from the calendar; the PDF dated by it), so every store made
 * on the same day holds the same bytes and records.
 */
export function seedLetters(seed: PluginDemoSeed, context: ServerPluginContext): void {
  const stoneyCreek = seed.ids('Organization')[0];
  if (stoneyCreek === undefined) return;
  const template = seed.create(
    'LetterTemplate',
    { owner: stoneyCreek, letter: 'ACKNOWLEDGE', title: 'Acknowledgement of a referral', subject: '{{consultation.title}}: referral received', body: ACKNOWLEDGE_BODY },
    { access: 'PROTECTED', created: { offsetDays: -120 } },
  );
  seed.create(
    'LetterTemplate',
    { owner: stoneyCreek, letter: 'NO_CONCERNS', title: 'No concerns', subject: '{{consultation.title}}: no concerns', body: 'Dear {{proponent.name}},\n\n{{community.name}} reviewed {{consultation.title}} and has no concerns at this time.\n\nSincerely,\n{{user.name}}' },
    { access: 'PROTECTED', created: { offsetDays: -120 } },
  );
  const accounts = seed.shared.get(DEMO_SHARED.demoAccounts) ?? [];
  const approver = accounts.find((account) => account.email === 'orgadmin@demo.test');
  const proposer = accounts.find((account) => account.email === 'consultant@demo.test');
  const response = seed.ids('ConsultResponse').map((id) => context.items.get(id)).find((item) => item?.community === stoneyCreek);
  if (!response || !approver || !proposer) return;
  const found = responseContext(context, null, response.$id);
  const sentOn = seed.calendar.stamp(-6, 600);
  const values = mergeValuesOf(context, found, text(context.items.get(approver.userId)?.name), new Date(sentOn));
  const subject = mergeTemplate(text(template.subject), values);
  const body = mergeTemplate(text(template.body), values);
  const bytes = letterBytes(found, subject, body, new Date(sentOn));
  const file = seed.create('File', { ...context.files.storeContent(bytes), contentType: 'application/pdf' }, { access: 'PRIVATE', created: { offsetDays: -7 } });
  const { relType, relIndex } = responseRelation(response);
  const uppyID = `demo-letter-${file.$id}`;
  const pdf = seed.create(
    'Attachment',
    { originalName: pdfFileName(subject), fileID: file.$id, filetype: 'application/pdf', size: bytes.length, uppyID, relType, relIndex },
    { access: 'PROTECTED', created: { offsetDays: -7, by: proposer.userId } },
  );
  // As an upload on the response would: the responding organization reads the PDF.
  context.items.shareRead?.(pdf.$id, [stoneyCreek]);
  const log = seed.create(
    'CommLog',
    { owner: stoneyCreek, ...(found.consultation ? { context: found.consultation.$id } : {}), subject, date: seed.calendar.date(-6), type: 'LETTER', direction: 'OUTBOUND' },
    { created: { offsetDays: -6, by: approver.userId } },
  );
  seed.create(
    'Letter',
    {
      response: response.$id,
      ...(found.consultation ? { consultation: found.consultation.$id } : {}),
      owner: stoneyCreek,
      kind: 'LETTER',
      template: template.$id,
      state: 'SENT',
      subject,
      body,
      proposedBy: proposer.userId,
      approvedBy: approver.userId,
      sentOn,
      commLog: log.$id,
      pdf: pdf.$id,
    },
    { access: 'PROTECTED', created: { offsetDays: -7, by: proposer.userId } },
  );
  context.events.emit({ kind: 'LTR_SENT', context: response.$id, params: { subject } }, { userId: approver.userId, admin: false });
}
