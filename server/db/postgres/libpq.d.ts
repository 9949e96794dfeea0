/**
 * The part of the `libpq` binding (the synchronous libpq calls pg-native is built on) that
 * PgClient uses; the package ships no types.
 */
declare module 'libpq' {
  /** The module itself is this class (module.exports = PQ); libpqBinding.ts loads it. */
  export class Libpq {
    connectSync(connectionString: string): void;
    finish(): void;
    errorMessage(): string;
    /** 0 idle, 1 active, 2 in a transaction, 3 in a failed transaction, 4 unknown. */
    transactionStatus(): number;
    exec(commandText: string): void;
    execParams(commandText: string, parameters: (string | null)[]): void;
    prepare(statementName: string, commandText: string, nParams: number): void;
    execPrepared(statementName: string, parameters: (string | null)[]): void;
    resultStatus(): string;
    resultErrorMessage(): string;
    resultErrorFields(): Record<string, string> | null;
    ntuples(): number;
    nfields(): number;
    fname(column: number): string;
    ftype(column: number): number;
    getvalue(row: number, column: number): string;
    getisnull(row: number, column: number): boolean;
    cmdTuples(): string;
    escapeLiteral(input: string): string;
    escapeIdentifier(input: string): string;
    clear(): void;
  }
}
