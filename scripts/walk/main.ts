import { fileURLToPath } from 'node:url';
import { COMMISSION_WALK } from './entries.ts';
import { walk } from './walk.ts';

/**
 * `pnpm walk`: how many files a reader opens to follow one commission (scripts/walk/README.md).
 * `--list` prints them by folder; `--types` follows type-only imports too.
 */
const root = fileURLToPath(new URL('../../', import.meta.url));
const args = new Set(process.argv.slice(2));
const files = walk(
  root,
  COMMISSION_WALK.map((entry) => entry.file),
  { types: args.has('--types') },
);

if (args.has('--list')) {
  const byFolder = new Map<string, string[]>();
  for (const file of files) {
    const folder = file.slice(0, file.lastIndexOf('/'));
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), file]);
  }
  for (const [folder, inFolder] of byFolder) console.log(`${folder}/ (${inFolder.length})\n${inFolder.map((file) => `  ${file.slice(folder.length + 1)}`).join('\n')}`);
}
console.log(`The walk of one commission (approve → quote → plan accepted → deposit → delivered): ${files.length} files${args.has('--types') ? ', type-only imports followed' : ''}.`);
