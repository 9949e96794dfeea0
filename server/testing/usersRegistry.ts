import { buildRegistry } from '../../engine/registry/buildRegistry';
import type { Registry } from '../../engine/registry/registry';
import { USER_WRITE } from '../../engine/registry/__fixtures__/writeRules';

/**
 * A registry with only a User type shaped like the core plugin's, for plumbing tests that must not
 * depend on every plugin's declarations being complete.
 */
export function usersOnlyRegistry(): Registry {
  const result = buildRegistry([
    {
      manifest: { key: 'core', label: 'plugins.core.label', capabilities: ['Core'] },
      types: [
        {
          key: 'User',
          label: 'types.User.label',
          write: USER_WRITE,
          schema: {
            type: 'object',
            required: ['name', 'email'],
            properties: {
              name: { type: 'string', maxLength: 200, notBlank: true },
              email: { type: 'string', format: 'email', lowercase: true, maxLength: 254 },
              admin: { type: 'boolean', default: false },
              capabilities: { type: 'object', additionalProperties: { type: 'boolean' } },
            },
          },
        },
      ],
      lovs: [],
      facetSets: [],
      steps: [],
      nav: [],
      messages: { en: { 'plugins.core.label': 'Core', 'types.User.label': 'User' } },
    },
  ]);
  if (!result.ok) throw new Error(result.errors.map((error) => `${error.source} ${error.path}: ${error.message}`).join('\n'));
  return result.registry;
}
