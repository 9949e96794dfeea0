// `npm run dev`: the server restarting on change (tsx watch) and Vite with hot reload, side by side.
import { ensureNodeModules, run } from './ensureSetup.mjs';

ensureNodeModules();
run(
  'npx concurrently -k -n server,vite -c blue,magenta "tsx watch --clear-screen=false server/main.ts" "vite --config vite.config.ts"',
  { env: { ...process.env, DEMO_DATA: process.env.DEMO_DATA ?? '1', NODE_ENV: 'development' } },
);
