import type { ItemServices } from '../items/itemServices';
import { Scheduler } from '../tasks/scheduler';
import type { ServerModuleContext } from '../serverModule';
import { NotificationMails } from './notificationMails';

/** How often the digest job looks for users due a digest (it sends at most one per user and UTC day). */
export const DIGEST_CHECK_MS = 10 * 60 * 1000;

/**
 * Notification e-mails of the running server: immediate mails as notifications are created, and
 * the daily digest job. The job's state is the notify_digests table, so it survives restarts.
 */
export function startNotificationMails(context: ServerModuleContext, services: ItemServices): NotificationMails {
  const { config } = context;
  const mails = new NotificationMails({
    db: context.db,
    store: services.store,
    mailer: context.mailer,
    siteName: config.siteName,
    publicUrl: () => config.publicUrl ?? `http://localhost:${config.port}`,
    onError: (error) => context.log.error({ err: error }, 'notification mail failed'),
  });
  context.onClose(mails.start());
  const scheduler = new Scheduler(context.log, context.scheduledWork);
  scheduler.every('notify:digests', DIGEST_CHECK_MS, () => mails.sendDigests().then(() => undefined));
  context.onClose(() => scheduler.stop());
  return mails;
}
