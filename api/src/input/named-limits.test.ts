import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/** A body reader given a number where its limit's name belongs: `jsonInput(schema, 1024)`. */
const LITERAL_LIMIT = /\b(?:jsonInput|multipartInput)\([^,()]+,\s*[0-9]/;

/** Every body limit is a named constant that says what the body holds (docs/architecture.md#http-conventions). */
describe('body limits', () => {
  it('are named on every route declaration', () => {
    const routes = fileURLToPath(new URL('../routes/', import.meta.url));
    const literal = readdirSync(routes)
      .filter((name) => name.endsWith('.ts') && !name.endsWith('.test.ts'))
      .filter((name) => LITERAL_LIMIT.test(readFileSync(`${routes}${name}`, 'utf8')));
    expect(literal).toEqual([]);
  });

  it('the check sees a number given as a limit', () => {
    expect(LITERAL_LIMIT.test('input: jsonInput(fittingPhotoShareSchema, 1024),')).toBe(true);
    expect(LITERAL_LIMIT.test('input: jsonInput(fittingPhotoShareSchema, MAX_SHARE_BYTES),')).toBe(false);
  });
});
