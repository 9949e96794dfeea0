/**
 * What plugin tests start: a real server (items module, real SQLite file, HTTP and socket) with the
 * built-in plugins plus the plugin roots they name in config.pluginDirs (test fixture plugins).
 */
export { startItemsTestServer as startPluginTestServer, type ItemsTestServer as PluginTestServer } from '../files/testing/itemsTestServer';
