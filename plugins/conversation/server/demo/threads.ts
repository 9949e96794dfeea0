/** One demo reply: who wrote it and when (days from today, minute of the day). */
export interface DemoReply {
  by: string;
  body: string;
  offsetDays: number;
  minuteOfDay: number;
  /** Written as its author: records CNV_REPLIED and notifies the other participants. */
  notify?: boolean;
}

export interface DemoThread {
  subject: string;
  body: string;
  startedBy: string;
  /** The thread is kept by the starter's first administered organization. */
  ownerOfStarter: boolean;
  participants: readonly string[];
  purpose?: string;
  actionType?: string;
  assignedTo?: string;
  dueInDays?: number;
  resolved?: boolean;
  offsetDays: number;
  minuteOfDay: number;
  replies: readonly DemoReply[];
}

export const DEMO_THREADS: readonly DemoThread[] = [
  {
    subject: 'Access road: questions on the revised route',
    body: 'The revised route crosses the creek twice near the spring camp. Could Northern Ridge share the crossing design and the timing of the works? Our land users need to plan around them.',
    startedBy: 'orgadmin@demo.test',
    ownerOfStarter: true,
    participants: ['member@demo.test', 'consultant@demo.test'],
    purpose: 'GENERAL',
    actionType: 'REPLY',
    offsetDays: -9,
    minuteOfDay: 9 * 60 + 40,
    replies: [
      { by: 'member@demo.test', body: 'Thank you. The engineers are finishing the crossing drawings; I will send them with the schedule by the end of next week.', offsetDays: -8, minuteOfDay: 14 * 60 + 5 },
      { by: 'consultant@demo.test', body: 'We can review the drawings against the traditional use study once they arrive.', offsetDays: -7, minuteOfDay: 10 * 60 + 15 },
      { by: 'member@demo.test', body: 'The drawings are ready. Works would start after the spring camp, in the second half of June.', offsetDays: -1, minuteOfDay: 16 * 60 + 30, notify: true },
    ],
  },
  {
    subject: 'Missing heritage assessment in the submission',
    body: 'The submission does not include the heritage resource assessment the terms of reference ask for. Please add it so the review can continue.',
    startedBy: 'consultant@demo.test',
    ownerOfStarter: true,
    participants: ['orgadmin@demo.test'],
    purpose: 'CONSULT_INCOMPLETE',
    actionType: 'REVIEW',
    assignedTo: 'orgadmin@demo.test',
    dueInDays: 5,
    offsetDays: -4,
    minuteOfDay: 11 * 60,
    replies: [{ by: 'orgadmin@demo.test', body: 'Noted. Our heritage coordinator will confirm which sites can be shared before we send it.', offsetDays: -3, minuteOfDay: 9 * 60 + 20 }],
  },
  {
    subject: 'Site visit dates',
    body: 'Would the week of the 14th work for a site visit with two elders?',
    startedBy: 'member@demo.test',
    ownerOfStarter: false,
    participants: ['orgadmin@demo.test'],
    purpose: 'GENERAL',
    resolved: true,
    offsetDays: -20,
    minuteOfDay: 15 * 60,
    replies: [{ by: 'orgadmin@demo.test', body: 'Yes, Tuesday the 15th suits everyone. We will meet at the band office at 9:00.', offsetDays: -19, minuteOfDay: 10 * 60 }],
  },
];
