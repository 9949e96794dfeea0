/**
 * A throwaway PostgreSQL cluster on loopback for the tests on PostgreSQL (TEST_DATABASE_URL):
 *
 *   npx tsx scripts/pg/cluster.ts start   # prints the URL: postgresql://postgres@127.0.0.1:55432/postgres
 *   npx tsx scripts/pg/cluster.ts stop    # stops it and deletes its directory
 *
 * Uses the PostgreSQL binaries already on the machine (PG_BIN, default Debian's
 * /usr/lib/postgresql/15/bin) and installs nothing. initdb refuses to run as root, so as root the
 * cluster runs as the `postgres` user. Trust authentication is safe only because it listens on
 * 127.0.0.1 and a socket directory of its own. Settings: PG_PORT (55432), PG_DIR (/tmp/vgn-test-pg).
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';

const bin = process.env.PG_BIN ?? '/usr/lib/postgresql/15/bin';
const port = process.env.PG_PORT ?? '55432';
const dir = process.env.PG_DIR ?? '/tmp/vgn-test-pg';
const data = join(dir, 'data');
const socketDir = join(dir, 'socket');
const asRoot = process.getuid?.() === 0;

function run(program: string, args: string[]): void {
  const command = join(bin, program);
  if (asRoot) {
    const quoted = [command, ...args].map((part) => `'${part.replace(/'/g, "'\\''")}'`).join(' ');
    // From `/`: in a checkout the postgres user cannot enter (/root/…) initdb and pg_ctl warn "could not change directory".
    execFileSync('su', ['postgres', '-s', '/bin/sh', '-c', quoted], { stdio: 'inherit', cwd: '/' });
  } else execFileSync(command, args, { stdio: 'inherit' });
}

function start(): void {
  if (!existsSync(join(bin, 'initdb'))) {
    throw new Error(`No PostgreSQL binaries in ${bin} (set PG_BIN, or install Debian's postgresql-15)`);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) {
    mkdirSync(socketDir, { recursive: true });
    if (asRoot) execFileSync('chown', ['-R', 'postgres', dir]);
    else chmodSync(dir, 0o700);
    run('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync']);
  }
  // fsync stays on (the default): the tests check durability the way a deployment has it.
  const options = `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1 -c max_connections=300`;
  run('pg_ctl', ['-D', data, '-l', join(dir, 'server.log'), '-o', options, '-w', 'start']);
  process.stdout.write(`postgresql://postgres@127.0.0.1:${port}/postgres\n`);
}

function stop(): void {
  if (existsSync(join(data, 'postmaster.pid'))) run('pg_ctl', ['-D', data, '-m', 'fast', '-w', 'stop']);
  rmSync(dir, { recursive: true, force: true });
}

const command = process.argv[2];
if (command === 'start') start();
else if (command === 'stop') stop();
else {
  process.stderr.write('usage: tsx scripts/pg/cluster.ts start|stop\n');
  process.exitCode = 2;
}
