import type { Logger } from '../log';
import { confirmEmailMail, setPasswordMail } from '../mail/authMails';
import type { Mailer } from '../mail/mailer';
import { OperationError } from '../protocol/contract';
import type { AuthHooks, Authenticator } from './authenticator';
import type { CredentialStore } from './credentialStore';
import { normalizeEmail } from './credentialStore';
import type { OneTimeTokens } from './oneTimeTokens';
import { decoyPasswordHash, generatePassword, hashPassword, verifyPassword } from './password';
import type { RateLimiter } from './rateLimiter';
import type { TokenService } from './tokens';

export const MIN_PASSWORD_LENGTH = 10;

export interface SignedIn {
  token: string;
  user: Record<string, unknown>;
}

export interface AccountDeps {
  credentials: CredentialStore;
  oneTimeTokens: OneTimeTokens;
  limiter: RateLimiter;
  tokens: TokenService;
  authenticator: Authenticator;
  hooks: AuthHooks;
  mailer: Mailer;
  log: Logger;
  siteName: string;
  /** Base of mailed links, e.g. https://example.org (no trailing slash). */
  publicUrl: () => string;
}

function requireText(value: unknown, field: string, userMessage = 'required'): string {
  if (typeof value !== 'string' || value.trim() === '') throw new OperationError(userMessage, `${field} is required`);
  return value;
}

function requireEmail(value: unknown): string {
  const email = normalizeEmail(requireText(value, 'email', 'invalidEmail'));
  if (email.length > 254 || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email)) {
    throw new OperationError('invalidEmail', 'email is not a valid address');
  }
  return email;
}

function requirePassword(value: unknown): string {
  const password = requireText(value, 'password', 'passwordTooShort');
  if ([...password].length < MIN_PASSWORD_LENGTH) {
    throw new OperationError('passwordTooShort', `password needs at least ${MIN_PASSWORD_LENGTH} characters`);
  }
  return password;
}

const invalidCredentials = (detail: string) => new OperationError('invalidCredentials', detail, 401);

/** Sign-in, registration, e-mail confirmation and password reset over the credential tables. */
export class Accounts {
  constructor(private readonly deps: AccountDeps) {}

  async signIn(body: { email?: unknown; password?: unknown }, address: string): Promise<SignedIn> {
    const { credentials, limiter } = this.deps;
    const account = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    const password = typeof body.password === 'string' ? body.password : '';
    if (limiter.signInBlocked(account, address)) {
      throw new OperationError('tooManyAttempts', 'too many failed sign-ins; try again later', 429);
    }
    const credential = account ? credentials.byEmail(account) : null;
    // Unknown accounts still pay for one hash so response time does not reveal which e-mails exist.
    const matches = await verifyPassword(password, credential?.passwordHash ?? (await decoyPasswordHash()));
    if (!credential?.passwordHash || !matches) {
      limiter.recordFailure(account, address);
      throw invalidCredentials('e-mail or password do not match');
    }
    if (!credential.emailConfirmed) {
      throw new OperationError('emailNotConfirmed', 'confirm the e-mail address first (see the mailed link)', 403);
    }
    limiter.clear('account', account);
    return this.issueFor(credential.userId);
  }

  async register(body: { name?: unknown; email?: unknown; password?: unknown }): Promise<Record<string, unknown>> {
    const name = requireText(body.name, 'name').trim();
    const email = requireEmail(body.email);
    const password = requirePassword(body.password);
    if (this.deps.credentials.byEmail(email)) {
      throw new OperationError('emailInUse', 'an account with this e-mail exists', 409);
    }
    const passwordHash = await hashPassword(password);
    const user = await this.deps.hooks.users.create({ name, email, admin: false });
    this.deps.credentials.create({ userId: user.$id, email, passwordHash, emailConfirmed: false });
    this.mailConfirmation(user.$id, email, name);
    this.deps.log.info({ userId: user.$id }, 'user registered');
    return { ...user };
  }

  confirmEmail(body: { token?: unknown }): { confirmed: true; userId: string } {
    const userId = this.deps.oneTimeTokens.consume(requireText(body.token, 'token', 'invalidToken'), 'confirm-email');
    if (!userId) throw new OperationError('invalidToken', 'the link is unknown, used or expired');
    this.deps.credentials.confirmEmail(userId);
    return { confirmed: true, userId };
  }

  /** Always succeeds from the caller's view, so it cannot be used to learn which e-mails exist. */
  forgotPassword(body: { email?: unknown }): void {
    const { credentials, limiter, oneTimeTokens, mailer, log } = this.deps;
    const email = typeof body.email === 'string' ? normalizeEmail(body.email) : '';
    const credential = email ? credentials.byEmail(email) : null;
    if (!credential) return;
    if (limiter.count('mail', credential.userId) >= limiter.limits.mailsPerAccount) {
      log.warn({ userId: credential.userId }, 'password reset mail skipped: limit reached');
      return;
    }
    limiter.record('mail', credential.userId);
    const token = oneTimeTokens.issue(credential.userId, 'set-pass');
    const link = `${this.deps.publicUrl()}/set-pass?token=${encodeURIComponent(token)}`;
    mailer
      .send(setPasswordMail({ to: credential.email, siteName: this.deps.siteName, link }))
      .catch((error: unknown) => log.error({ err: error }, 'password reset mail failed'));
  }

  /** Spends a set-pass token, stores the new password and signs the user in. */
  async setPassword(body: { token?: unknown; password?: unknown }): Promise<SignedIn> {
    const password = requirePassword(body.password);
    const userId = this.deps.oneTimeTokens.consume(requireText(body.token, 'token', 'invalidToken'), 'set-pass');
    if (!userId) throw new OperationError('invalidToken', 'the link is unknown, used or expired');
    this.deps.credentials.setPassword(userId, await hashPassword(password));
    // The link arrived by mail, which proves the address as well.
    this.deps.credentials.confirmEmail(userId);
    return this.issueFor(userId);
  }

  /** On an empty store: the administrator from ADMIN_EMAIL / ADMIN_PASSWORD (or a generated password). */
  async ensureAdministrator(options: {
    email: string;
    name: string;
    password: string | null;
  }): Promise<{ email: string; password: string; generated: boolean } | null> {
    if (this.deps.credentials.count() > 0) return null;
    const password = options.password ?? generatePassword();
    const passwordHash = await hashPassword(password);
    const user = await this.deps.hooks.users.create({ name: options.name, email: options.email, admin: true });
    this.deps.credentials.create({ userId: user.$id, email: options.email, passwordHash, emailConfirmed: true });
    this.deps.log.info({ userId: user.$id, email: options.email }, 'administrator created');
    return { email: normalizeEmail(options.email), password, generated: options.password === null };
  }

  private mailConfirmation(userId: string, email: string, name: string): void {
    const token = this.deps.oneTimeTokens.issue(userId, 'confirm-email');
    const link = `${this.deps.publicUrl()}/confirm-email?token=${encodeURIComponent(token)}`;
    this.deps.mailer
      .send(confirmEmailMail({ to: email, name, siteName: this.deps.siteName, link }))
      .catch((error: unknown) => this.deps.log.error({ err: error }, 'confirmation mail failed'));
  }

  private async issueFor(userId: string): Promise<SignedIn> {
    const issued = await this.deps.tokens.issue({ uid: userId });
    const result = await this.deps.authenticator.sessionFor(issued.token, issued.claims);
    if (!result.ok) throw invalidCredentials(`no User item ${userId} for these credentials`);
    return { token: issued.token, user: this.deps.authenticator.clientUser(result.session) };
  }
}
