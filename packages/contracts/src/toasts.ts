import type { Lang } from './i18n.ts';

/** A toast's heading and body. For failures the body is a fallback: the server's message wins when there is one (docs/product.md#messages). */
export interface ToastText {
  title: string;
  description: string;
}

const en = {
  orderSubmitted: {
    title: 'Order submitted successfully',
    description: 'Thank you for your order. The designer will be in touch with you soon.',
  },
  orderFailed: { title: 'Submission failed', description: 'Failed to submit the dress order' },
  conceptSubmitted: {
    title: 'Concept submitted successfully',
    description: 'Thank you for sharing your idea. The designer will be in touch with you soon.',
  },
  conceptFailed: { title: 'Submission failed', description: 'Failed to submit the custom concept' },
  loginSucceeded: { title: 'Login successful', description: 'Welcome to the admin dashboard' },
  loginFailed: { title: 'Login failed', description: 'Please check your username and password' },
  registrationSucceeded: { title: 'Registration successful', description: 'Your account has been created successfully' },
  registrationFailed: { title: 'Registration failed', description: 'The account could not be created' },
  logoutSucceeded: { title: 'Logged out', description: 'You have been logged out successfully' },
  logoutFailed: { title: 'Logout failed', description: 'You could not be logged out' },
  statusUpdated: { title: 'Status updated', description: 'The request status has been updated' },
  statusUpdateFailed: { title: 'Update failed', description: 'The request status could not be updated' },
  messageSent: { title: 'Message sent', description: "Thank you for your message. We'll get back to you soon!" },
  messageFailed: { title: 'Message not sent', description: 'Your message could not be sent. Please try again.' },
  eventCreated: { title: 'Event created', description: 'The event has been added to the calendar.' },
  eventCreateFailed: { title: 'Failed to create event', description: 'The event could not be saved' },
  imageAdded: { title: 'Image added', description: 'The image has been added to the gallery.' },
  imageUpdated: { title: 'Image updated', description: 'The changes to the image have been saved.' },
  imageDeleted: { title: 'Image deleted', description: 'The image has been removed from the gallery.' },
  imageVisibilityUpdated: { title: 'Visibility updated', description: 'The public gallery shows the change.' },
  imageCreateFailed: { title: 'Error', description: 'Error creating the image' },
  imageUpdateFailed: { title: 'Error', description: 'Error updating the image' },
  imageSaveFailed: { title: 'Error saving the image', description: 'Something went wrong while saving the image. Please try again.' },
  imageVisibilityFailed: { title: 'Error', description: 'The visibility of the image could not be updated' },
  imageDeleteFailed: { title: 'Error', description: 'The image could not be deleted' },
  imageChangedElsewhere: {
    title: 'Changed by someone else',
    description: 'Someone else changed this image at the same time, so your change was not saved. The gallery has been reloaded: check it and try again.',
  },
} as const satisfies Record<string, ToastText>;

export type ToastKey = keyof typeof en;

const es: Record<ToastKey, ToastText> = {
  orderSubmitted: {
    title: 'Pedido enviado con éxito',
    description: 'Gracias por tu pedido. La diseñadora se pondrá en contacto contigo muy pronto.',
  },
  orderFailed: { title: 'Error en el envío', description: 'Error al enviar el pedido de vestido' },
  conceptSubmitted: {
    title: 'Concepto enviado con éxito',
    description: 'Gracias por compartir tu idea. La diseñadora se pondrá en contacto contigo muy pronto.',
  },
  conceptFailed: { title: 'Error en el envío', description: 'Error al enviar el concepto personalizado' },
  loginSucceeded: { title: 'Inicio de sesión correcto', description: 'Te damos la bienvenida al panel de administración' },
  loginFailed: { title: 'Error de inicio de sesión', description: 'Revisa tu nombre de usuario y tu contraseña' },
  registrationSucceeded: { title: 'Registro completado', description: 'Tu cuenta se ha creado correctamente' },
  registrationFailed: { title: 'Error de registro', description: 'No se pudo crear la cuenta' },
  logoutSucceeded: { title: 'Sesión cerrada', description: 'Has cerrado sesión correctamente' },
  logoutFailed: { title: 'Error al cerrar sesión', description: 'No se pudo cerrar la sesión' },
  statusUpdated: { title: 'Estado actualizado', description: 'El estado de la solicitud se ha actualizado' },
  statusUpdateFailed: { title: 'Error al actualizar', description: 'No se pudo actualizar el estado de la solicitud' },
  messageSent: { title: 'Mensaje enviado', description: 'Gracias por tu mensaje. ¡Te responderemos muy pronto!' },
  messageFailed: { title: 'Mensaje no enviado', description: 'No se pudo enviar tu mensaje. Inténtalo de nuevo.' },
  eventCreated: { title: 'Evento creado', description: 'El evento se ha añadido al calendario.' },
  eventCreateFailed: { title: 'No se pudo crear el evento', description: 'No se pudo guardar el evento' },
  imageAdded: { title: 'Imagen añadida', description: 'La imagen se ha añadido a la galería.' },
  imageUpdated: { title: 'Imagen actualizada', description: 'Los cambios de la imagen se han guardado.' },
  imageDeleted: { title: 'Imagen eliminada', description: 'La imagen se ha eliminado de la galería.' },
  imageVisibilityUpdated: { title: 'Visibilidad actualizada', description: 'La galería pública ya muestra el cambio.' },
  imageCreateFailed: { title: 'Error', description: 'Error al crear la imagen' },
  imageUpdateFailed: { title: 'Error', description: 'Error al actualizar la imagen' },
  imageSaveFailed: { title: 'Error al guardar la imagen', description: 'Ha ocurrido un error al intentar guardar la imagen. Inténtalo nuevamente.' },
  imageVisibilityFailed: { title: 'Error', description: 'No se pudo actualizar la visibilidad de la imagen' },
  imageDeleteFailed: { title: 'Error', description: 'No se pudo eliminar la imagen' },
  imageChangedElsewhere: {
    title: 'Cambiada por otra persona',
    description: 'Otra persona cambió esta imagen al mismo tiempo, así que tu cambio no se ha guardado. La galería se ha recargado: revísala e inténtalo de nuevo.',
  },
};

export const TOASTS: Record<Lang, Record<ToastKey, ToastText>> = { es, en };
