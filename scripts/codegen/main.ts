import { declarationTypes } from './declarationTypes';
import { writeIfChanged } from './writeIfChanged';

const check = process.argv.includes('--check');

const outputs = [await declarationTypes()];
const changed = await writeIfChanged(outputs, check);

if (check && changed.length > 0) {
  console.error(`generated/ is stale; run npm run codegen. Stale files:\n  ${changed.join('\n  ')}`);
  process.exit(1);
}
console.log(check ? 'generated/ is up to date' : `codegen: ${changed.length} file(s) written of ${outputs.length}`);
