import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { centreAcutes } from './centred-acutes.ts';
import { readWoff, writeWoff2 } from './sfnt.ts';

/** The upright weights global.css uses; the italic's accents are drawn well and come from the package as they are. */
const UPRIGHT_WEIGHTS = [400, 500, 600] as const;

const fontsource = dirname(createRequire(import.meta.url).resolve('@fontsource/cormorant-garamond/package.json'));
const fileName = (weight: number) => `cormorant-garamond-latin-${weight}-normal`;

/**
 * Writes the upright Cormorant Garamond the site shows (ADR 041) into `outDir`: the package's
 * latin files with each lowercase acute redrawn over its letter (centred-acutes.ts), as WOFF2.
 * Skipped when the files exist and were made from this package version by these sources.
 */
export function writeDisplayFonts(outDir: string): void {
  const hash = createHash('sha256').update(readFileSync(join(fontsource, 'package.json')));
  for (const file of ['display-fonts.ts', 'centred-acutes.ts', 'glyf.ts', 'sfnt.ts']) hash.update(readFileSync(new URL(`./${file}`, import.meta.url)));
  const stamp = hash.digest('hex');
  const stampFile = join(outDir, '.stamp');
  const outputs = UPRIGHT_WEIGHTS.map((weight) => join(outDir, `${fileName(weight)}.woff2`));
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp && outputs.every((file) => existsSync(file))) return;
  mkdirSync(outDir, { recursive: true });
  UPRIGHT_WEIGHTS.forEach((weight, i) => {
    const { font } = centreAcutes(readWoff(readFileSync(join(fontsource, 'files', `${fileName(weight)}.woff`))));
    writeFileSync(outputs[i]!, writeWoff2(font));
  });
  writeFileSync(stampFile, stamp);
  console.log(`fonts: redrew the lowercase acutes of Cormorant Garamond ${UPRIGHT_WEIGHTS.join(', ')}`);
}
