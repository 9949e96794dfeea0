import { initialLanguage, setLanguage } from '../i18n/i18nStore';
import { loadConfig } from '../net/config';
import { loadRegistry, watchRegistryChanges } from '../registry/loadRegistry';
import { startSession } from './sessionRuntime';

export interface ClientStart {
  /** Problems that did not stop the start (the app runs with defaults); shown or logged by the shell. */
  problems: string[];
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * The start-up sequence for main.tsx: configuration (GET /api/config), session (token, socket),
 * registry (GET /api/registry, rebuilt on registry/changed) and the language (messages + overrides).
 * Rejects only when the registry cannot be built, since nothing can render without it.
 */
export async function startClient(): Promise<ClientStart> {
  const problems: string[] = [];
  await loadConfig().catch((error: unknown) => problems.push(`configuration: ${describe(error)}`));
  startSession();
  watchRegistryChanges();
  const registry = await loadRegistry();
  await setLanguage(initialLanguage(Object.keys(registry.messages))).catch((error: unknown) => problems.push(`language: ${describe(error)}`));
  return { problems };
}
