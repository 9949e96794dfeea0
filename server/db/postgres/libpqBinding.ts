import { createRequire } from 'node:module';
import type { Libpq } from 'libpq';

/**
 * libpq's binding, loaded through require: imported as an ES module it takes itself for the main
 * script (module.parent unset) and prints its include directory on every start.
 */
export const LibpqConnection = createRequire(import.meta.url)('libpq') as typeof Libpq;
