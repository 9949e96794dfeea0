/**
 * The product needs Promise.withResolvers (platform spec §2); browsers without it get the
 * platform-not-supported page instead of a half-working application.
 */
export function isPlatformSupported(promise: PromiseConstructor = Promise): boolean {
  return typeof (promise as { withResolvers?: unknown }).withResolvers === 'function';
}
