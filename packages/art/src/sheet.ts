import type { Rng } from './random.ts';

/** What one drawing accumulates while it is composed: its random source, its ink, and the `<defs>` its parts need. */
export class Sheet {
  readonly defs: string[] = [];
  private counter = 0;

  constructor(
    readonly rng: Rng,
    readonly ink: string,
  ) {}

  /** A document-unique id for a gradient, pattern or clip path. */
  id(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A horizontal gradient through `stops` ([offset, colour]); returns its id. */
  gradient(stops: ReadonlyArray<readonly [number, string]>, vertical = false): string {
    const id = this.id('g');
    const direction = vertical ? 'x1="0" y1="0" x2="0" y2="1"' : 'x1="0" y1="0" x2="1" y2="0"';
    const body = stops.map(([offset, color]) => `<stop offset="${offset}" stop-color="${color}"/>`).join('');
    this.defs.push(`<linearGradient id="${id}" ${direction}>${body}</linearGradient>`);
    return id;
  }
}

/** A figure's layers: lines under the colour (a dress form), the watercolour fills, the ink on top. */
export interface Layers {
  base: string;
  fills: string;
  lines: string;
}

/** Ink lines drawn as a pencil would: the line plus a faint second pass just beside it. */
function pencil(sheet: Sheet, lines: string): string {
  if (!lines) return '';
  const id = sheet.id('l');
  const dx = sheet.rng.range(-1.6, 1.6).toFixed(1);
  const dy = sheet.rng.range(0.6, 1.8).toFixed(1);
  return `<g id="${id}">${lines}</g><use href="#${id}" transform="translate(${dx} ${dy})" opacity="0.2"/>`;
}

/** The layers as SVG, fills softened like watercolour. */
export function layered(sheet: Sheet, layers: Layers): string {
  return `${pencil(sheet, layers.base)}<g filter="url(#wash)">${layers.fills}</g>${pencil(sheet, layers.lines)}`;
}
