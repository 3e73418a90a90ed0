import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ImportGraph, sourceFiles } from '../import-graph/import-graph.ts';
import { importCycles } from './cycles.ts';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

/** Every folder of TypeScript the repository holds: the packages, the server, the read models, the workers, the site, the scripts, the benchmarks and the journeys. */
const FOLDERS = ['packages', 'api/src', 'projections/src', 'workers/src', 'site/src', 'scripts', 'bench', 'e2e'];

const graphOf = (edges: Record<string, string[]>) => new Map(Object.entries(edges));

describe('importCycles', () => {
  it('finds none in a graph that only points one way', () => {
    expect(importCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: [] }))).toEqual([]);
  });

  it('finds a cycle of two, of three and a file that imports itself, each once', () => {
    const graph = graphOf({ a: ['b'], b: ['a', 'c'], c: ['d'], d: ['e'], e: ['c'], f: ['f'], g: ['a'] });
    expect(importCycles(graph)).toEqual([
      ['a', 'b', 'a'],
      ['c', 'd', 'e', 'c'],
      ['f', 'f'],
    ]);
  });

  it('gives a shortest way round a component with several', () => {
    expect(importCycles(graphOf({ a: ['b', 'c'], b: ['c'], c: ['a'] }))).toEqual([['a', 'c', 'a']]);
  });
});

/**
 * Dependencies point one way (docs/architecture.md#the-layers): no file reaches itself
 * through its imports, type-only imports included, since a cycle of types still ties two
 * files that change for different reasons to each other.
 */
describe('the repository', () => {
  it('has no import cycle', () => {
    const graph = new ImportGraph(ROOT);
    const files = sourceFiles(graph.root, FOLDERS);
    expect(files.length).toBeGreaterThan(500);
    const edges = new Map(files.map((file) => [file, graph.importsOf(file).map((edge) => edge.to)]));
    expect(importCycles(edges).map((cycle) => cycle.join(' → '))).toEqual([]);
  });
});
