/** The host of the placeholder repository URL the packages were written with. */
export declare const PLACEHOLDER_HOST: string;
/** The environment variable that sets the repository URL the release publishes. */
export declare const REPOSITORY_VARIABLE: string;

export interface PublicPackage {
  dir: string;
  /** Its package.json. */
  file: string;
  json: {
    name: string;
    version: string;
    files?: string[];
    repository?: { type?: string; url?: string; directory?: string };
    [key: string]: unknown;
  };
}

/** The workspace packages that are published: every one not marked private. */
export declare function publicPackages(): PublicPackage[];
/** Why `url` cannot be published as the repository, or undefined when it can. */
export declare function repositoryProblem(url: string | undefined): string | undefined;
