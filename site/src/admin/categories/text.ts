/** The category manager's words: the screen is Spanish only (docs/product.md#category-manager). */
export const CATEGORIES_TEXT = {
  eyebrow: 'Galería',
  title: 'Categorías',
  intro: 'Ordena tus creaciones por categorías. Al renombrar una, todas sus imágenes la siguen; al eliminarla, pasan a «general».',
  newLabel: 'Nueva categoría',
  newPlaceholder: 'Por ejemplo, Novias 2027',
  create: 'Crear',
  creating: 'Creando...',
  siteTitle: 'Colecciones del sitio',
  siteHint: 'Las cuatro colecciones públicas y «general» pertenecen al sitio.',
  ownTitle: 'Tus categorías',
  empty: 'No hay categorías disponibles',
  emptyHint: 'Crea una categoría con el campo de arriba; empezará sin imágenes.',
  uncategorised: 'Sin categoría',
  uncategorisedHint: 'Imágenes a las que no se ha asignado ninguna categoría.',
  kinds: { collection: 'Colección pública', fallback: 'Predeterminada', custom: '' },
  /** Why a built-in category offers no rename or delete, in one line. */
  fixed: {
    collection: (name: string) => `Enlazada a /coleccion/${name}: no se puede renombrar ni eliminar`,
    fallback: 'Recibe las imágenes de las categorías eliminadas: no se puede renombrar ni eliminar',
  },
  images: (n: number) => (n === 1 ? '1 imagen' : `${n} imágenes`),
  featured: (n: number) => (n === 1 ? '1 destacada' : `${n} destacadas`),
  rename: 'Renombrar',
  renameOf: (name: string) => `Renombrar la categoría ${name}`,
  newNameOf: (name: string) => `Nuevo nombre de la categoría ${name}`,
  confirm: 'Confirmar',
  cancel: 'Cancelar',
  remove: 'Eliminar',
  removeOf: (name: string) => `Eliminar la categoría ${name}`,
  confirmTitle: (name: string) => `¿Eliminar la categoría «${name}»?`,
  confirmText: (count: number) =>
    count === 0
      ? 'La categoría no tiene imágenes. Esta acción no se puede deshacer.'
      : `Sus ${count === 1 ? 'imagen pasará' : `${count} imágenes pasarán`} a la categoría «general». Esta acción no se puede deshacer.`,
  readOnly: 'Solo una cuenta de administración puede crear, renombrar o eliminar categorías.',
  toasts: {
    created: { title: 'Categoría creada', description: (name: string) => `«${name}» está lista para tus imágenes.` },
    renamed: { title: 'Categoría renombrada', description: (name: string) => `Sus imágenes están ahora en «${name}».` },
    deleted: { title: 'Categoría eliminada', description: 'Sus imágenes han pasado a «general».' },
    error: 'Error',
    createFailed: 'No se pudo crear la categoría',
    renameFailed: 'No se pudo renombrar la categoría',
    deleteFailed: 'No se pudo eliminar la categoría',
  },
} as const;
