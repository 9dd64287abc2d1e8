/**
 * The one platform object the contract uses: the WHATWG URL parser, which browsers and Node.js both
 * provide. Declared here because the contract compiles with neither the DOM's nor Node's types, so
 * that nothing else of either can creep in.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly origin: string;
  readonly pathname: string;
  readonly search: string;
  readonly hash: string;
  readonly protocol: string;
  readonly href: string;
}
