/**
 * The import cycles of a graph: every strongly connected component of more than one file, or
 * of one file that imports itself (Tarjan's algorithm), each given as one cycle through it,
 * `a → b → a`, starting from its first file in order.
 */
export function importCycles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const components: string[][] = [];
  let next = 0;

  const connect = (file: string) => {
    index.set(file, next);
    low.set(file, next);
    next += 1;
    stack.push(file);
    onStack.add(file);
    for (const to of graph.get(file) ?? []) {
      if (!index.has(to)) {
        connect(to);
        low.set(file, Math.min(low.get(file)!, low.get(to)!));
      } else if (onStack.has(to)) {
        low.set(file, Math.min(low.get(file)!, index.get(to)!));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== file);
    if (component.length > 1 || (graph.get(file) ?? []).includes(file)) components.push(component.sort());
  };

  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return components.map((component) => cycleThrough(graph, new Set(component), component[0]!)).sort((a, b) => (a[0]! < b[0]! ? -1 : 1));
}

/** A shortest way from `start` back to itself inside one component (breadth first), as the files it passes. */
function cycleThrough(graph: ReadonlyMap<string, readonly string[]>, component: ReadonlySet<string>, start: string): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (let at = 0; at < queue.length; at += 1) {
    const file = queue[at]!;
    for (const to of graph.get(file) ?? []) {
      if (!component.has(to)) continue;
      if (to === start) {
        const path = [file];
        while (path[0] !== start) path.unshift(cameFrom.get(path[0]!)!);
        return [...path, start];
      }
      if (!cameFrom.has(to) && to !== start) {
        cameFrom.set(to, file);
        queue.push(to);
      }
    }
  }
  throw new Error(`cycleThrough: ${start} is in a component with no way back to itself`);
}
