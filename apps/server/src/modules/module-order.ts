/** What ordering needs of a module: its name and the names of the modules it uses. */
export interface OrderedModule {
  readonly name: string;
  readonly dependsOn?: readonly string[];
}

/** A module list that cannot start: a module named twice, a dependency on a module not in the list, or a cycle. */
export class ModuleOrderError extends Error {
  override readonly name = 'ModuleOrderError';
}

/**
 * The modules in an order where each comes after every module it depends on; among the modules free to go next, the
 * one listed first goes first, so a list already in a valid order is kept as it is. Throws a `ModuleOrderError`
 * naming the module and the missing dependency, or the modules of a cycle in the order they depend on each other.
 */
export function orderModules<M extends OrderedModule>(modules: readonly M[]): M[] {
  const byName = new Map<string, M>();
  for (const module of modules) {
    if (byName.has(module.name)) throw new ModuleOrderError(`module "${module.name}" is listed twice`);
    byName.set(module.name, module);
  }
  for (const module of modules) {
    for (const dependency of module.dependsOn ?? []) {
      if (!byName.has(dependency)) {
        throw new ModuleOrderError(
          `module "${module.name}" depends on "${dependency}", which is not in the module list`,
        );
      }
    }
  }
  const placed = new Set<string>();
  const ordered: M[] = [];
  while (ordered.length < modules.length) {
    const next = modules.find(
      (module) => !placed.has(module.name) && (module.dependsOn ?? []).every((name) => placed.has(name)),
    );
    if (!next) throw new ModuleOrderError(`modules depend on each other in a cycle: ${cycleOf(modules, placed)}`);
    placed.add(next.name);
    ordered.push(next);
  }
  return ordered;
}

/** One cycle among the modules not yet placed (each of them waits on another of them), as `a → b → a`. */
function cycleOf(modules: readonly OrderedModule[], placed: ReadonlySet<string>): string {
  const waiting = new Map(modules.filter((m) => !placed.has(m.name)).map((m) => [m.name, m]));
  const path: string[] = [];
  let current = [...waiting.keys()][0] as string;
  while (!path.includes(current)) {
    path.push(current);
    const module = waiting.get(current) as OrderedModule;
    current = (module.dependsOn ?? []).find((name) => waiting.has(name)) as string;
  }
  return [...path.slice(path.indexOf(current)), current].join(' → ');
}
