import { version } from '../../package.json';

/**
 * The version this client bundle was built from (package.json; Vite keeps only this field).
 * Sent as v with tokenAuth; a server answering another $version makes the page reload.
 */
export const CLIENT_VERSION: string = version;
