import { TOASTS } from '@atelier/contracts';
import { describe, expect, it } from 'vitest';
import { ApiCallError } from '../../lib/api.ts';
import { galleryFailureToast } from './failure-toast.ts';

const refused = (status: number, message?: string) => new ApiCallError(status, `${status}: …`, message === undefined ? null : { message });

describe('gallery failure toasts', () => {
  it("show 'Error' with the server's message when there is one", () => {
    expect(galleryFailureToast(refused(400, 'El título es obligatorio'), 'create', 'es')).toEqual({ title: 'Error', description: 'El título es obligatorio' });
    expect(galleryFailureToast(refused(404, 'Gallery image not found'), 'delete', 'en')).toEqual({ title: 'Error', description: 'Gallery image not found' });
  });

  it("fall back to each change's default (spec §8)", () => {
    expect(galleryFailureToast(refused(500), 'create', 'es').description).toBe('Error al crear la imagen');
    expect(galleryFailureToast(refused(502), 'update', 'es').description).toBe('Error al actualizar la imagen');
    expect(galleryFailureToast(refused(500), 'visibility', 'es').description).toBe('No se pudo actualizar la visibilidad de la imagen');
    expect(galleryFailureToast(new TypeError('Failed to fetch'), 'update', 'es')).toEqual(TOASTS.es.imageSaveFailed);
    expect(galleryFailureToast(new TypeError('Failed to fetch'), 'delete', 'en')).toEqual(TOASTS.en.imageDeleteFailed);
  });

  it('say plainly that someone else changed the image when an edit, a toggle or a delete gets 409', () => {
    const conflict = refused(409, 'This was changed by someone else at the same time. Reload and try again.');
    for (const change of ['update', 'visibility', 'delete'] as const) {
      expect(galleryFailureToast(conflict, change, 'en')).toEqual(TOASTS.en.imageChangedElsewhere);
    }
    expect(galleryFailureToast(conflict, 'update', 'es').title).toBe('Cambiada por otra persona');
  });
});
