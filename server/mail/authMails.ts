import type { MailMessage } from './mailer';

/** Texts of the account mails. Links point at the client routes /confirm-email and /set-pass. */
export function confirmEmailMail(options: { to: string; name: string; siteName: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.siteName}: confirm your e-mail address`,
    text: [
      `Hello ${options.name},`,
      '',
      `please confirm your e-mail address for ${options.siteName} by opening this link:`,
      options.link,
      '',
      'The link is valid for one day. If you did not register, ignore this mail.',
    ].join('\n'),
  };
}

export function setPasswordMail(options: { to: string; siteName: string; link: string }): MailMessage {
  return {
    to: options.to,
    subject: `${options.siteName}: set your password`,
    text: [
      'Hello,',
      '',
      `a new password was requested for your ${options.siteName} account. Choose it here:`,
      options.link,
      '',
      'The link is valid for one day and works once. If you did not ask for it, ignore this mail.',
    ].join('\n'),
  };
}
