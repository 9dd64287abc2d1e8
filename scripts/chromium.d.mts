/** Flags for headless Chromium as root in a closed network. */
export declare const chromiumArgs: string[];
/** A fresh, empty user-data dir for one browser launch. */
export declare function freshUserDataDir(): string;
/** The path of a usable Chromium, or undefined when none is installed. */
export declare function findChromium(): string | undefined;
/** Returns a Chromium path, installing Debian's package when none is found and we may. */
export declare function ensureChromium(): string;
