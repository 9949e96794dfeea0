/** A PostgreSQL error with its SQLSTATE code (23505 unique violation, 23503 foreign key, …). */
export class PgError extends Error {
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
    this.name = 'PgError';
  }
}
