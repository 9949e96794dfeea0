import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The import boundaries of eslint.config.js, checked through ESLint itself: each rule fires for a
// violating import and stays quiet for an allowed one, at the depths the files really have.
const root = fileURLToPath(new URL('../..', import.meta.url));
const eslint = new ESLint({ cwd: root });

/** The boundary messages ESLint gives `file` (relative to the root) for one import of `from`. */
async function boundaryErrors(file: string, from: string): Promise<string[]> {
  const code = `import { imported } from '${from}';\nexport const used = imported;\n`;
  const [result] = await eslint.lintText(code, { filePath: `${root}${file}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

interface Case {
  file: string;
  from: string;
}
const refused = (cases: Record<string, Case>) =>
  it.each(Object.entries(cases))('%s', async (_name, { file, from }) => expect(await boundaryErrors(file, from)).toHaveLength(1));
const allowed = (cases: Record<string, Case>) =>
  it.each(Object.entries(cases))('%s', async (_name, { file, from }) => expect(await boundaryErrors(file, from)).toEqual([]));

describe('refused imports', () => {
  refused({
    'engine → app': { file: 'engine/react/cells/valueCells.tsx', from: '../../../app/views/viewRegistry' },
    'engine → app, one level up': { file: 'engine/x.ts', from: '../app/x' },
    'engine → server': { file: 'engine/ids/itemId.ts', from: '../../server/items/itemStore' },
    'engine → plugins': { file: 'engine/derive/x.ts', from: '../../plugins/org/x' },
    'server → app': { file: 'server/http/x.ts', from: '../../app/session/x' },
    'server → engine/react': { file: 'server/items/x.ts', from: '../../engine/react/cells/valueCells' },
    'server → a plugin client entry': { file: 'server/modules.ts', from: '../plugins/org/client' },
    'server → react': { file: 'server/x.ts', from: 'react' },
    'server → react-dom/client': { file: 'server/x.ts', from: 'react-dom/client' },
    'server → @blueprintjs': { file: 'server/mail/x.ts', from: '@blueprintjs/core' },
    'app → server': { file: 'app/net/x.ts', from: '../../server/protocol/contract' },
    'app test → server outside server/testing': { file: 'app/net/x.test.ts', from: '../../server/app' },
    'plugin → server': { file: 'plugins/org/x.ts', from: '../../server/items/itemStore' },
    'plugin → app': { file: 'plugins/org/client.tsx', from: '../../app/views/viewRegistry' },
    'plugin → another plugin': { file: 'plugins/org/x.ts', from: '../core/y' },
    'plugin → another plugin, from a subfolder': { file: 'plugins/org/views/x.tsx', from: '../../core/y' },
    'plugin → another plugin through the root': { file: 'plugins/org/x.ts', from: '../../plugins/core/y' },
    'plugin test → server outside server/testing': { file: 'plugins/org/x.test.ts', from: '../../server/protocol/dispatcher' },
    'plugin code → another plugin’s testing helper': { file: 'plugins/fieldwork/server/x.ts', from: '../../consult/testing/consultationSetup' },
    'plugin test → another plugin’s code beside its testing helper': { file: 'plugins/fieldwork/x.test.ts', from: '../consult/server/copies' },
  });
});

describe('allowed imports', () => {
  allowed({
    'engine → generated': { file: 'engine/declarations/x.ts', from: '../../generated/schemas/x' },
    'engine → engine': { file: 'engine/react/cells/x.tsx', from: '../../format' },
    'server → engine': { file: 'server/items/x.ts', from: '../../engine/ids' },
    'server → its own app.ts': { file: 'server/http/x.ts', from: '../app' },
    'server → a plugin’s server entry': { file: 'server/modules.ts', from: '../plugins/org/server' },
    'app → engine/react': { file: 'app/views/x.tsx', from: '../../engine/react/cells/valueCells' },
    'app test → server/testing': { file: 'app/net/x.test.ts', from: '../../server/testing/testServer' },
    'plugin → engine': { file: 'plugins/org/x.ts', from: '../../engine/derive/showRule' },
    'plugin → generated': { file: 'plugins/org/views/x.tsx', from: '../../../generated/x' },
    'plugin → its own files': { file: 'plugins/org/views/x.tsx', from: '../lovs/y' },
    'plugin test → another plugin’s testing helper': { file: 'plugins/fieldwork/x.test.ts', from: '../consult/testing/consultationSetup' },
    'plugin testing helper → another plugin’s testing helper': { file: 'plugins/fieldwork/testing/x.ts', from: '../../consult/testing/consultationSetup' },
    'plugin → react': { file: 'plugins/org/client.tsx', from: 'react' },
    'plugin test → server/testing': { file: 'plugins/org/x.test.ts', from: '../../server/testing/pluginHarness' },
    'plugin test → app/e2e': { file: 'plugins/org/x.test.tsx', from: '../../app/e2e/ui' },
  });
});
