/** The repository root and its README.md. */
export declare const root: string;
export declare const README: string;
/** The modules the facts come from: server/db/seed.ts, server/config.ts, server/paths.ts. */
export interface Sources {
  seed: { DEMO_PASSWORD: string; DEMO_ACCOUNTS: readonly { email: string; description: string }[] };
  config: {
    readEnvConfig(env: NodeJS.ProcessEnv): object;
    START_VARIABLES: readonly { name: string; key: string; meaning: string }[];
  };
  paths: { defaultDataDir(): string };
}
/** The generated blocks, by name. */
export declare function blocks(sources: Sources): Record<string, string>;
/** The README with every marked block rewritten, formatted as Prettier formats it. */
export declare function render(text: string, generated: Record<string, string>): Promise<string>;
