/**
 * A module loaded once, on demand, that a render can take without suspending once it is in: `load()`
 * starts (or joins) the load, `loaded()` is the module after it has arrived (React's `use(load())`
 * suspends only before then).
 */
export function lazyModule<T>(importer: () => Promise<T>): { load(): Promise<T>; loaded(): T | undefined } {
  let loading: Promise<T> | undefined;
  let module: T | undefined;
  return {
    load: () => (loading ??= importer().then((value) => (module = value))),
    loaded: () => module,
  };
}
