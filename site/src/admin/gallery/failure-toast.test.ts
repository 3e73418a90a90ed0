import { TOASTS, type ErrorCode } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api.ts';
import { galleryFailureToast } from './failure-toast.ts';

const refused = (status: number, answer?: { code: ErrorCode; message: string }) => new ApiCallError(status, `${status}: …`, answer ?? null);

describe('gallery failure toasts', () => {
  it("show 'Error' with the server's message when there is one", () => {
    const untitled = refused(400, { code: 'validation_failed', message: 'El título es obligatorio' });
    expect(galleryFailureToast(untitled, 'create', 'es')).toEqual({ title: 'Error', description: 'El título es obligatorio' });
    const gone = refused(404, { code: 'not_found', message: 'Gallery image not found' });
    expect(galleryFailureToast(gone, 'delete', 'en')).toEqual({ title: 'Error', description: 'Gallery image not found' });
    // A refusal other than a concurrent change keeps the server's words, 409 or not.
    const refusedByState = refused(409, { code: 'change_not_allowed', message: 'This change conflicts with the current state. Reload and try again.' });
    expect(galleryFailureToast(refusedByState, 'update', 'en').description).toBe('This change conflicts with the current state. Reload and try again.');
  });

  it("fall back to each change's default", () => {
    expect(galleryFailureToast(refused(500), 'create', 'es').description).toBe('Error al crear la imagen');
    expect(galleryFailureToast(refused(502), 'update', 'es').description).toBe('Error al actualizar la imagen');
    expect(galleryFailureToast(refused(500), 'visibility', 'es').description).toBe('No se pudo actualizar la visibilidad de la imagen');
    expect(galleryFailureToast(new TypeError('Failed to fetch'), 'update', 'es')).toEqual(TOASTS.es.imageSaveFailed);
    expect(galleryFailureToast(new TypeError('Failed to fetch'), 'delete', 'en')).toEqual(TOASTS.en.imageDeleteFailed);
  });

  it('say plainly that someone else changed the image when an edit, a toggle or a delete meets a concurrent change', () => {
    const conflict = refused(409, { code: 'concurrent_change', message: 'This was changed by someone else at the same time. Reload and try again.' });
    for (const change of ['update', 'visibility', 'delete'] as const) {
      expect(galleryFailureToast(conflict, change, 'en')).toEqual(TOASTS.en.imageChangedElsewhere);
    }
    expect(galleryFailureToast(conflict, 'update', 'es').title).toBe('Cambiada por otra persona');
  });
});
