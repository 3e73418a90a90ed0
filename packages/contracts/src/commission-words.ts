import type { Lang } from './i18n.ts';

/**
 * The commission's words and lists, without valibot or the message catalogue, so her page's
 * island can import them alone (`@atelier/contracts/commission-words`); `commission.ts`
 * re-exports them for everyone else.
 */

/** The stages in order: the board's columns and the progress line on her page. */
export const COMMISSION_STAGES = [
  'consultation',
  'design',
  'fabric',
  'deposit',
  'toile',
  'making',
  'fittings',
  'final-fitting',
  'balance',
  'delivered',
] as const;
export type CommissionStage = (typeof COMMISSION_STAGES)[number];

/** The stages that wait for money: moving to or past them needs it paid, or an override with a reason. */
export const COMMISSION_PAYMENT_STAGES = ['deposit', 'balance'] as const satisfies readonly CommissionStage[];
export type CommissionPaymentStage = (typeof COMMISSION_PAYMENT_STAGES)[number];

export const isCommissionStage = (value: string): value is CommissionStage => (COMMISSION_STAGES as readonly string[]).includes(value);

/** The stage's name: the board's column headings and the admin's labels. */
export const COMMISSION_STAGE_NAMES: Record<Lang, Record<CommissionStage, string>> = {
  es: {
    consultation: 'Consulta',
    design: 'Diseño',
    fabric: 'Tejido',
    deposit: 'Señal',
    toile: 'Toile',
    making: 'Confección',
    fittings: 'Pruebas',
    'final-fitting': 'Prueba final',
    balance: 'Pago final',
    delivered: 'Entregado',
  },
  en: {
    consultation: 'Consultation',
    design: 'Design',
    fabric: 'Fabric',
    deposit: 'Deposit',
    toile: 'Toile',
    making: 'Making',
    fittings: 'Fittings',
    'final-fitting': 'Final fitting',
    balance: 'Balance',
    delivered: 'Delivered',
  },
};

/** The stage in her words: one line under each step of the progress line on her page. */
export const COMMISSION_STAGE_DESCRIPTIONS: Record<Lang, Record<CommissionStage, string>> = {
  es: {
    consultation: 'Hablamos de tu idea, de la ocasión y de cómo te imaginas el vestido.',
    design: 'Dibujamos tu vestido y lo afinamos contigo.',
    fabric: 'Eliges el tejido entre las muestras que te proponemos.',
    deposit: 'Con la señal reservamos tu fecha en el taller.',
    toile: 'Cortamos una primera versión en tela de prueba para ajustar la forma.',
    making: 'Cortamos y cosemos tu vestido en el tejido elegido.',
    fittings: 'Te lo pruebas y lo ajustamos a tu cuerpo.',
    'final-fitting': 'La última prueba: comprobamos cada detalle.',
    balance: 'Se abona el resto del importe antes de la entrega.',
    delivered: 'Tu vestido es tuyo. ¡Disfrútalo!',
  },
  en: {
    consultation: 'We talk about your idea, the occasion and the dress you imagine.',
    design: 'We sketch your dress and refine it with you.',
    fabric: 'You choose the fabric from the swatches we offer you.',
    deposit: 'Your deposit reserves your place in the workroom.',
    toile: 'We cut a first version in test cloth to perfect the shape.',
    making: 'We cut and sew your dress in the fabric you chose.',
    fittings: 'You try it on and we fit it to your body.',
    'final-fitting': 'The last fitting: we check every detail.',
    balance: 'The rest of the price is paid before delivery.',
    delivered: 'Your dress is yours. Enjoy it!',
  },
};

/** How a payment was made; recorded by hand (no payment provider: docs/decisions/050). */
export const PAYMENT_METHODS = ['transfer', 'bizum', 'cash', 'card'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_NAMES: Record<Lang, Record<PaymentMethod, string>> = {
  es: { transfer: 'Transferencia', bizum: 'Bizum', cash: 'Efectivo', card: 'Tarjeta' },
  en: { transfer: 'Bank transfer', bizum: 'Bizum', cash: 'Cash', card: 'Card' },
};
