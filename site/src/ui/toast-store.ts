import { atom } from 'nanostores';

export interface ToastMessage {
  id: number;
  title: string;
  description?: string;
  variant: 'default' | 'destructive';
}

/** One toast at a time (docs/product.md#messages): a new one replaces the one on screen. */
export const $toast = atom<ToastMessage | null>(null);

let nextId = 1;

export function showToast(toast: Omit<ToastMessage, 'id' | 'variant'> & { variant?: ToastMessage['variant'] }): void {
  $toast.set({ variant: 'default', ...toast, id: nextId++ });
}

export function dismissToast(id: number): void {
  if ($toast.get()?.id === id) $toast.set(null);
}
