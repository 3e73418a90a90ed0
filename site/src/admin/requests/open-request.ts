import { atom } from 'nanostores';

/**
 * The request whose detail dialog is open (its requestKey), from the list or from a calendar
 * event: the dialog lives on the dashboard, above both tabs.
 */
export const $openRequestKey = atom<string | null>(null);
