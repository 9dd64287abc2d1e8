export interface RunningPostgres {
  /** A URL of the cluster's `postgres` database, for creating and dropping databases. */
  url: string;
  stop(): Promise<void>;
}
/** TEST_DATABASE_URL, or an embedded PostgreSQL 18 on a free port in a temporary folder. */
export declare function startPostgres(options?: { url?: string }): Promise<RunningPostgres>;
export interface CreatedDatabase {
  url: string;
  drop(): Promise<void>;
}
/** A new, empty database on the cluster of `adminUrl`. */
export declare function createDatabase(adminUrl: string, prefix?: string): Promise<CreatedDatabase>;
