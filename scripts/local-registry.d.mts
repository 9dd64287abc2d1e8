/** A throwaway npm registry (Verdaccio) on loopback, in a temp folder (scripts/local-registry.mjs). */
export interface LocalRegistry {
  /** Its base URL, with the trailing slash npm writes: `http://127.0.0.1:<port>/`. */
  url: string;
  /** The temp folder of its configuration, storage and user. */
  dir: string;
  /** The environment of a process that publishes to it as its one user (a user config of its own). */
  publishEnv: { npm_config_userconfig: string; npm_config_registry: string };
  /** What Verdaccio printed so far. */
  output(): string;
  /** Stops it and removes its folder. */
  stop(): Promise<void>;
}

/** Starts a registry that holds only what is published to it. */
export declare function startLocalRegistry(): Promise<LocalRegistry>;
