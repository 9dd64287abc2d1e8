/** The repository root and its README.md. */
export declare const root: string;
export declare const README: string;
export declare const ELEMENTS_README: string;
/** The elements' catalogue modules by tag (`src/<tag>/<tag>.messages.ts`). */
export declare function catalogueFiles(): Record<string, string>;
/** A built-in text: a string, or its plural forms by category. */
type Text = string | Readonly<Record<string, string>>;
/** The generated block of packages/elements/README.md from the catalogues (`{ tag: { pl, en } }`). */
export declare function textBlocks(
  catalogues: Record<string, { pl: Record<string, Text>; en: Record<string, Text> }>,
): Record<string, string>;
/** The modules the facts come from: packages/server/src/db/seed.ts, packages/server/src/config.ts, packages/server/src/paths.ts. */
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
/** A README (`file`, README.md by default) with every marked block rewritten, formatted by Prettier. */
export declare function render(
  text: string,
  generated: Record<string, string>,
  file?: string,
): Promise<string>;
