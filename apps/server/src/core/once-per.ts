/**
 * One instance of something per owner, made on first use and dropped with the owner: the
 * batchers and loaders of a module belong to the app (AppDeps) whose database they use (tests
 * run several apps in one process), a prepared statement to its database.
 */
export function oncePer<Owner extends object, T>(create: (owner: Owner) => T): (owner: Owner) => T {
  const made = new WeakMap<Owner, T>();
  return (owner) => {
    let found = made.get(owner);
    if (!found) {
      found = create(owner);
      made.set(owner, found);
    }
    return found;
  };
}
