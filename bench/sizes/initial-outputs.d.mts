/** An esbuild metafile, as far as initialOutputs reads it. */
export interface Metafile {
  outputs: Record<string, { path: string; entryPoint?: string; imports?: { path: string; kind: string }[] }>;
}
/** The paths of the outputs loaded at first use: the entry and what it imports statically. */
export declare function initialOutputs(metafile: Metafile): Set<string>;
