import { drape } from './details.ts';
import { gown } from './figure/gown.ts';
import { suit } from './figure/suit.ts';
import { pin, shears, spool, swatch, tapeMeasure } from './flatlay.ts';
import type { Canvas } from './paper.ts';
import { FABRICS, FABRIC_NAMES, INK } from './palette.ts';
import { gownStyle, lineUp, type SceneChoices } from './scenes.ts';
import { layered, type Sheet } from './sheet.ts';
import { filled, ink, num, path, smooth } from './svg.ts';

/** The site's own pictures: the home hero, the designer, the atelier and the social card. */

function placed(x: number, top: number, height: number, body: string): string {
  return `<g transform="translate(${num(x)} ${num(top)}) scale(${(height / 1000).toFixed(4)})">${body}</g>`;
}

/** A tall arched window with its panes and the light it lets in. */
function archedWindow(sheet: Sheet, x: number, y: number, width: number, height: number): string {
  const r = width / 2;
  const frame = `M${num(x)} ${num(y + height)}V${num(y + r)}A${num(r)} ${num(r)} 0 0 1 ${num(x + width)} ${num(y + r)}V${num(y + height)}Z`;
  const glow = sheet.gradient([[0, '#fffaf1'], [1, '#f3e6d2']], true);
  const panes = `M${num(x + r)} ${num(y)}V${num(y + height)}` + [0.45, 0.7].map((t) => `M${num(x)} ${num(y + height * t)}H${num(x + width)}`).join('');
  const beam = sheet.gradient([[0, '#fffaf0'], [1, '#fffaf0']], true);
  return (
    path(`M${num(x)} ${num(y + height)}L${num(x + width)} ${num(y + height)}L${num(x + width * 3.2)} ${num(y + height * 1.6)}L${num(x + width * 1.2)} ${num(y + height * 1.6)}Z`, `fill="url(#${beam})" opacity="0.28"`) +
    path(frame, filled(sheet.ink, 2.4, `url(#${glow})`, 0.95)) +
    path(panes, ink(sheet.ink, 1.6, 0.7)) +
    path(frame.replace(/^M[^V]+/, `M${num(x - 14)} ${num(y + height)}`), ink(sheet.ink, 1, 0))
  );
}

/** Home hero: an atelier at dusk, gowns on their forms, a window's light and a curtain. */
export function hero(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { rng } = sheet;
  const { width: w, height: h } = canvas;
  const shade = sheet.gradient([[0, '#2f2420'], [0.55, '#4a3a31'], [1, '#6b5849']]);
  const floor = h * 0.93;
  const clip = sheet.id('curtain');
  sheet.defs.push(`<clipPath id="${clip}"><rect x="${num(w * 0.86)}" y="0" width="${num(w * 0.14)}" height="${h}"/></clipPath>`);
  const figures = [
    { x: 0.5, height: 0.78, onForm: true },
    { x: 0.63, height: 0.86, onForm: false },
    { x: 0.76, height: 0.8, onForm: rng.chance(0.5) },
  ]
    .map(({ x, height, onForm }, index) =>
      placed(w * x, floor - h * height, h * height, layered(sheet, gown(sheet, gownStyle(rng, { ...choices, fabric: index === 1 ? (choices.fabric ?? 'champagne') : rng.pick(['ivory', 'blush', 'gold', 'dove'] as const) }, onForm)))),
    )
    .join('');
  return (
    `<rect width="${w}" height="${h}" fill="url(#${shade})" opacity="0.55"/>` +
    archedWindow(sheet, w * 0.12, h * 0.1, w * 0.16, h * 0.62) +
    path(`M0 ${num(floor)}H${w}`, ink(sheet.ink, 1.6, 0.6)) +
    `<g clip-path="url(#${clip})">${drape(sheet, canvas, 'burgundy')}</g>` +
    figures
  );
}

/** The designer: a full-length portrait in a tailored suit, tape measure round her neck, beside a gown on its form. */
export function designer(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { rng } = sheet;
  const { width: w, height: h } = canvas;
  const portrait = suit(sheet, { cut: rng.pick(['trouser', 'skirt'] as const), fabric: choices.fabric ?? 'noir', jacketHem: 470, buttons: 1 });
  const tape = tapeMeasure(sheet, [[-20, 146], [-36, 200], [-42, 300], [-40, 420]], 12) + tapeMeasure(sheet, [[20, 146], [34, 210], [38, 330]], 12);
  const figure = placed(w * 0.36, h * 0.06, h * 0.88, layered(sheet, { ...portrait, lines: portrait.lines + tape }));
  const form = placed(w * 0.74, h * 0.2, h * 0.74, layered(sheet, gown(sheet, gownStyle(rng, { fabric: rng.pick(['ivory', 'champagne', 'blush'] as const) }, true))));
  return path(`M0 ${num(h * 0.94)}H${w}`, ink(sheet.ink, 1.2, 0.4)) + form + figure;
}

/** A rail of garments on hangers. */
function rail(sheet: Sheet, x: number, y: number, width: number, height: number): string {
  const { rng } = sheet;
  const garments = Array.from({ length: 4 }, (_, index) => {
    const gx = x + width * ((index + 0.6) / 4.4);
    const [light, shadow] = FABRICS[rng.pick(FABRIC_NAMES)];
    const fill = sheet.gradient([[0, shadow], [0.5, light], [1, shadow]]);
    const long = height * rng.range(0.6, 0.85);
    const hem = rng.range(0.22, 0.4) * width * 0.5;
    const shape = smooth([[gx - 26, y + 40], [gx - 34, y + 120], [gx - hem * 0.6, y + long * 0.6], [gx - hem, y + long], [gx + hem, y + long], [gx + hem * 0.6, y + long * 0.6], [gx + 34, y + 120], [gx + 26, y + 40]], { closed: true, tension: 0.6 });
    const folds = [-0.5, 0, 0.5].map((t) => path(`M${num(gx + t * 20)} ${num(y + 120)}Q${num(gx + t * hem * 0.6)} ${num(y + long * 0.6)} ${num(gx + t * hem)} ${num(y + long)}`, ink(sheet.ink, 0.9, 0.45))).join('');
    const hanger = path(`M${num(gx)} ${num(y)}q0 -14 8 -16M${num(gx - 40)} ${num(y + 40)}L${num(gx)} ${num(y + 12)}L${num(gx + 40)} ${num(y + 40)}`, ink(sheet.ink, 1.6));
    return `<g filter="url(#wash)" opacity="0.85">${path(shape, `fill="url(#${fill})"`)}</g>${path(shape, ink(sheet.ink, 1.6))}${folds}${hanger}`;
  }).join('');
  return path(`M${num(x)} ${num(y - 16)}H${num(x + width)}M${num(x + 6)} ${num(y - 16)}V${num(y + height)}M${num(x + width - 6)} ${num(y - 16)}V${num(y + height)}`, ink(sheet.ink, 2.6)) + garments;
}

/** The atelier: window, rail, a gown on its form and the cutting table in front. */
export function atelier(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { rng } = sheet;
  const { width: w, height: h } = canvas;
  const tableY = h * 0.78;
  const table = path(`M${num(-20)} ${num(tableY)}H${num(w + 20)}V${num(h + 20)}H-20Z`, filled(sheet.ink, 2, '#c9ad8c', 0.55));
  const onTable = [
    `<g transform="translate(${num(w * 0.18)} ${num(tableY + h * 0.1)}) rotate(-8)">${swatch(sheet, choices.fabric ?? rng.pick(FABRIC_NAMES), w * 0.12, h * 0.09)}</g>`,
    `<g transform="translate(${num(w * 0.3)} ${num(tableY + h * 0.12)}) rotate(6)">${swatch(sheet, rng.pick(FABRIC_NAMES), w * 0.1, h * 0.08)}</g>`,
    `<g transform="translate(${num(w * 0.58)} ${num(tableY + h * 0.12)}) rotate(-12)">${shears(sheet, w * 0.2)}</g>`,
    `<g transform="translate(${num(w * 0.84)} ${num(tableY + h * 0.1)})">${spool(sheet, w * 0.025)}</g>`,
    `<g transform="translate(${num(w * 0.44)} ${num(tableY + h * 0.08)}) rotate(20)">${pin(sheet, w * 0.03)}</g>`,
  ].join('');
  const tape = tapeMeasure(sheet, [[w * 0.05, tableY + h * 0.16], [w * 0.3, tableY + h * 0.2], [w * 0.55, tableY + h * 0.17], [w * 0.8, tableY + h * 0.21]], w * 0.016);
  const form = placed(w * 0.5, h * 0.1, h * 0.72, layered(sheet, gown(sheet, gownStyle(rng, choices, true))));
  const lamp = path(`M${num(w * 0.5)} 0V${num(h * 0.06)}M${num(w * 0.46)} ${num(h * 0.09)}Q${num(w * 0.5)} ${num(h * 0.03)} ${num(w * 0.54)} ${num(h * 0.09)}Z`, filled(sheet.ink, 1.6, '#e9d9bf', 0.9));
  return archedWindow(sheet, w * 0.07, h * 0.12, w * 0.17, h * 0.62) + rail(sheet, w * 0.66, h * 0.2, w * 0.3, h * 0.56) + lamp + form + `<g filter="url(#shadow)">${table}${tape}${onTable}</g>`;
}

/** The atelier's monogram (the site header's), drawn large. */
function monogram(color: string, x: number, y: number, size: number): string {
  const s = size / 40;
  return `<g transform="translate(${num(x - size / 2)} ${num(y - size / 2)}) scale(${s.toFixed(4)})" fill="none" stroke="${color}" stroke-linecap="round">
    <circle cx="20" cy="20" r="19" stroke-width="0.5"/><circle cx="20" cy="20" r="16.6" stroke-width="0.25"/>
    <path d="M12.6 28.6 19.6 10.4" stroke-width="0.6"/><path d="M19.6 10.4 27 28.6" stroke-width="1.6"/>
    <path d="M15.3 21.6h9M10.6 28.6h4.4M24.6 28.6h5" stroke-width="0.5"/></g>`;
}

/** The social card: the monogram on the left, a line-up of gowns on the right. */
export function openGraph(sheet: Sheet, canvas: Canvas, choices: SceneChoices): string {
  const { width: w, height: h } = canvas;
  const frame = path(`M24 24H${w - 24}V${h - 24}H24Z`, ink(INK.umber, 1.2, 0.5));
  return frame + monogram(INK.umber, w * 0.24, h * 0.5, h * 0.42) + path(`M${num(w * 0.14)} ${num(h * 0.8)}H${num(w * 0.34)}`, ink(INK.umber, 1, 0.6)) +
    `<g transform="translate(${num(w * 0.42)} 0)">${lineUp(sheet, { width: w * 0.56, height: h }, choices, 3)}</g>`;
}
