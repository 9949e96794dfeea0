import { afterEach } from 'vitest';
import type { ItemTypeDeclaration } from '../../../engine/declarations/bundle';
import { createTestKit, type TestKit } from './testKit';

/** A maker of test kits with `types`, each closed after its test. */
export function useTestKits(types: ItemTypeDeclaration[]): () => TestKit {
  const kits: TestKit[] = [];
  afterEach(() => kits.splice(0).forEach((k) => k.close()));
  return () => {
    const made = createTestKit(types);
    kits.push(made);
    return made;
  };
}
