import { describe, expect, it } from 'vitest';
import { TOASTS } from './toasts.ts';

describe('toasts', () => {
  it('covers every toast in both languages', () => {
    expect(Object.keys(TOASTS.es).sort()).toEqual(Object.keys(TOASTS.en).sort());
  });

  it('uses the §8 texts', () => {
    expect(TOASTS.en.orderSubmitted.title).toBe('Order submitted successfully');
    expect(TOASTS.es.orderSubmitted.title).toBe('Pedido enviado con éxito');
    expect(TOASTS.en.conceptSubmitted.title).toBe('Concept submitted successfully');
    expect(TOASTS.es.conceptSubmitted.title).toBe('Concepto enviado con éxito');
    expect([TOASTS.en.orderFailed.title, TOASTS.es.orderFailed.title]).toEqual(['Submission failed', 'Error en el envío']);
    expect(TOASTS.es.orderFailed.description).toBe('Error al enviar el pedido de vestido');
    expect(TOASTS.es.conceptFailed.description).toBe('Error al enviar el concepto personalizado');
    expect(TOASTS.en.loginSucceeded).toEqual({ title: 'Login successful', description: 'Welcome to the admin dashboard' });
    expect([TOASTS.en.loginFailed.title, TOASTS.es.loginFailed.title]).toEqual(['Login failed', 'Error de inicio de sesión']);
    expect(TOASTS.en.registrationSucceeded).toEqual({ title: 'Registration successful', description: 'Your account has been created successfully' });
    expect([TOASTS.en.registrationFailed.title, TOASTS.es.registrationFailed.title]).toEqual(['Registration failed', 'Error de registro']);
    expect(TOASTS.en.logoutSucceeded).toEqual({ title: 'Logged out', description: 'You have been logged out successfully' });
    expect([TOASTS.en.logoutFailed.title, TOASTS.es.logoutFailed.title]).toEqual(['Logout failed', 'Error al cerrar sesión']);
    expect(TOASTS.en.statusUpdated.title).toBe('Status updated');
    expect(TOASTS.en.statusUpdateFailed.title).toBe('Update failed');
  });

  it('uses the gallery manager\'s texts: "Error" with its Spanish defaults', () => {
    expect([TOASTS.en.imageAdded.title, TOASTS.en.imageUpdated.title, TOASTS.en.imageDeleted.title]).toEqual(['Image added', 'Image updated', 'Image deleted']);
    expect(TOASTS.es.imageVisibilityUpdated.title).toBe('Visibilidad actualizada');
    expect(TOASTS.es.imageCreateFailed).toEqual({ title: 'Error', description: 'Error al crear la imagen' });
    expect(TOASTS.es.imageUpdateFailed).toEqual({ title: 'Error', description: 'Error al actualizar la imagen' });
    expect(TOASTS.es.imageSaveFailed).toEqual({
      title: 'Error al guardar la imagen',
      description: 'Ha ocurrido un error al intentar guardar la imagen. Inténtalo nuevamente.',
    });
    expect(TOASTS.es.imageVisibilityFailed).toEqual({ title: 'Error', description: 'No se pudo actualizar la visibilidad de la imagen' });
  });
});
