import type { AppDeps } from '../app-deps.js';

/**
 * One instance of something per app, made on first use: the batchers and loaders of a module
 * belong to the app whose database they write (tests run several apps in one process).
 */
export function perApp<T>(create: (deps: AppDeps) => T): (deps: AppDeps) => T {
  const made = new WeakMap<AppDeps, T>();
  return (deps) => {
    let found = made.get(deps);
    if (!found) {
      found = create(deps);
      made.set(deps, found);
    }
    return found;
  };
}
