export interface PgListener {
  /** Sends NOTIFY on the listener's own connection (tests, and nodes announcing without a store write). */
  notify(channel: string, payload: string): Promise<void>;
  close(): Promise<void>;
}

export interface PgListenOptions {
  /** Called for every notification on `channels`; payloads are short strings (a sequence number). */
  onNotification(channel: string, payload: string): void;
  /** The connection broke: the caller reconnects and catches up by sequence (notifications are not replayed). */
  onError(error: Error): void;
}

/**
 * LISTEN on a separate, asynchronous connection (the `pg` driver): the store's own connection is
 * synchronous (libpq calls block) and could never wait for a notification. Cross-node push delivery
 * announces new outbox rows with NOTIFY carrying only their sequence (payloads over 8,000 bytes are
 * refused by PostgreSQL) and listens here.
 */
export async function listenPostgres(url: string, channels: readonly string[], options: PgListenOptions): Promise<PgListener> {
  // Named, so an operator (and the reconnect test) can tell the listening connections in pg_stat_activity.
  // keepAlive: a dead peer is noticed by TCP (an 'error', then a reconnect) instead of never.
  // The driver is loaded by the nodes that listen (CLUSTER=postgres), not at every server start.
  const { default: pg } = await import('pg');
  const client = new pg.Client({ connectionString: url, application_name: 'vgn-listen', keepAlive: true });
  client.on('notification', (message) => options.onNotification(message.channel, message.payload ?? ''));
  client.on('error', (error) => options.onError(error));
  await client.connect();
  try {
    for (const channel of channels) await client.query(`LISTEN ${client.escapeIdentifier(channel)}`);
  } catch (error) {
    await client.end();
    throw error;
  }
  return {
    async notify(channel, payload) {
      await client.query('SELECT pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      await client.end();
    },
  };
}
