import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import { TOASTS, type CollectionId, type GalleryImage, type Lang, type PublicGalleryItem } from '../packages/contracts/src/index.ts';
import { signIn, signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { expectFieldError, toast } from './support/form.ts';
import { photo } from './support/images.ts';
import { publicGallery } from './support/public-pages.ts';

/**
 * The owner's gallery manager (docs/product.md#gallery-manager, ADR 025): she adds, edits,
 * hides, shows and deletes an image at phone and desktop widths, in Spanish and English, and
 * each change shows on the public pages at the next request. A staff account (not an admin)
 * cannot open the screen nor call the gallery API. axe judges the screen and each of its
 * dialogs.
 */
const RUN = Date.now().toString(36);
const SAME_ORIGIN = { Origin: BASE_URL, Accept: 'application/json' };
const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 900 },
] as const;

/** The screen's words the journey looks for, as a reader of each language sees them. */
const WORDS = {
  es: {
    heading: 'Gestión de la galería',
    summary: 'Resumen de la galería',
    total: (count: number) => (count === 1 ? '1 imagen' : `${count} imágenes`),
    featuredCount: (count: number) => (count === 1 ? '1 destacada' : `${count} destacadas`),
    add: 'Añadir imagen',
    addDialog: 'Añadir imagen',
    editDialog: 'Editar imagen',
    file: 'Imagen',
    title: 'Título',
    description: 'Descripción',
    spanish: 'Español',
    english: 'Inglés',
    titleEn: 'Título en inglés',
    descriptionEn: 'Descripción en inglés',
    category: 'Categoría',
    featured: 'Destacada',
    visible: 'Visible',
    save: 'Guardar',
    hidden: 'No visible',
    featuredBadge: 'Destacada',
    titleRequired: 'El título es obligatorio',
    imageRequired: 'Por favor selecciona una imagen',
    collections: { trajes: 'Trajes', vestidos: 'Vestidos' },
    hide: (title: string) => `Ocultar «${title}»`,
    show: (title: string) => `Mostrar «${title}»`,
    edit: (title: string) => `Editar «${title}»`,
    remove: (title: string) => `Eliminar «${title}»`,
    confirmTitle: '¿Estás segura?',
    confirm: 'Eliminar',
    notFound: 'Proyecto no encontrado',
    designs: (count: number) => (count === 1 ? '1 diseño' : `${count} diseños`),
  },
  en: {
    heading: 'Gallery manager',
    summary: 'Gallery summary',
    total: (count: number) => (count === 1 ? '1 image' : `${count} images`),
    featuredCount: (count: number) => `${count} featured`,
    add: 'Add image',
    addDialog: 'Add image',
    editDialog: 'Edit image',
    file: 'Image',
    title: 'Title',
    description: 'Description',
    spanish: 'Spanish',
    english: 'English',
    titleEn: 'Title in English',
    descriptionEn: 'Description in English',
    category: 'Category',
    featured: 'Featured',
    visible: 'Visible',
    save: 'Save',
    hidden: 'Not visible',
    featuredBadge: 'Featured',
    titleRequired: 'Title is required',
    imageRequired: 'Please select an image',
    collections: { trajes: 'Executive Suits', vestidos: 'Gala Dresses' },
    hide: (title: string) => `Hide “${title}”`,
    show: (title: string) => `Show “${title}”`,
    edit: (title: string) => `Edit “${title}”`,
    remove: (title: string) => `Delete “${title}”`,
    confirmTitle: 'Are you sure?',
    confirm: 'Delete',
    notFound: 'Project not found',
    designs: (count: number) => (count === 1 ? '1 design' : `${count} designs`),
  },
} as const;

const prefix = (lang: Lang) => (lang === 'en' ? '/en' : '');

/** A public page as a visitor opens it; what is checked is in the HTML, so its pictures need not finish loading. */
const open = (page: Page, path: string) => page.goto(path, { waitUntil: 'domcontentloaded' });

/**
 * Each language and each width once, in two runs (the phone in Spanish, the desktop in
 * English); axe judges the first: the four combinations, or axe in every run, would take the
 * suite past CI's 30 minutes.
 */
const RUNS = [
  { viewport: VIEWPORTS[0], lang: 'es', judged: true },
  { viewport: VIEWPORTS[1], lang: 'en', judged: false },
] as const;

test.beforeAll(async ({ playwright }) => {
  // A fresh server seeds the demo catalogue in the background: wait for it, so the counts hold still.
  test.setTimeout(200_000);
  const visitor = await playwright.request.newContext({ baseURL: BASE_URL });
  await publicGallery(visitor);
  await visitor.dispose();
});

async function adminImages(request: APIRequestContext): Promise<GalleryImage[]> {
  const response = await request.get('/api/gallery-images');
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as GalleryImage[];
}

async function publicItems(request: APIRequestContext): Promise<PublicGalleryItem[]> {
  const response = await request.get('/api/public-gallery');
  expect(response.status()).toBe(200);
  return (await response.json()) as PublicGalleryItem[];
}

/**
 * What a visitor sees of the image now, on the three public pages: its project page, its
 * collection's page (and no other collection's), and the collection's count on /gallery.
 */
async function expectPublic(page: Page, lang: Lang, image: { id: number; title: string }, shown: { in: CollectionId; featured: boolean } | null, notIn: CollectionId[] = []) {
  const words = WORDS[lang];
  const base = prefix(lang);
  const project = await open(page, `${base}/proyecto/${image.id}`);
  if (shown) {
    expect(project?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(image.title);
  } else {
    expect(project?.status()).toBe(404);
    await expect(page.getByText(words.notFound)).toBeVisible();
  }

  for (const collection of shown ? [shown.in, ...notIn] : notIn) {
    expect((await open(page, `${base}/coleccion/${collection}`))?.status()).toBe(200);
    const card = page.getByTestId('design-card').filter({ hasText: image.title });
    if (shown && collection === shown.in) {
      await expect(card).toHaveCount(1);
      await expect(card.getByTestId('featured-badge')).toHaveCount(shown.featured ? 1 : 0);
    } else {
      await expect(card).toHaveCount(0);
    }
  }

  const items = await publicItems(page.request);
  expect(items.some((item) => item.id === image.id)).toBe(shown !== null);
  expect((await open(page, `${base}/gallery`))?.status()).toBe(200);
  for (const collection of shown ? [shown.in, ...notIn] : notIn) {
    const count = items.filter((item) => item.collection === collection).length;
    const card = page.locator(`[data-testid="collection-card"][data-collection="${collection}"]`);
    if (count === 0) await expect(card).toHaveCount(0);
    else await expect(card).toContainText(words.designs(count));
  }
}

for (const { viewport, lang, judged } of RUNS) {
  test(`the owner adds, edits, hides, shows and deletes an image (${viewport.name} ${viewport.width} px, ${lang})`, async ({ browser }) => {
    test.setTimeout(150_000);
    const axe = judged ? expectNoAxeViolations : async () => {};
    const words = WORDS[lang];
    const toasts = TOASTS[lang];
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: lang === 'es' ? 'es-ES' : 'en-US' });
    const page = await context.newPage();
    await signInAsAdmin(page.request);
    const managerPath = `${prefix(lang)}/admin/gallery`;
    const cards = page.getByTestId('gallery-manager-card');
    const cardOf = (title: string) => cards.filter({ has: page.getByRole('heading', { name: title, exact: true }) });

    // The screen: heading, summary counts that match the API, the grid.
    await page.goto(managerPath);
    await expect(page.getByRole('heading', { level: 1, name: words.heading })).toBeVisible();
    await expect(cards.first()).toBeVisible();
    const before = await adminImages(page.request);
    await expect(cards).toHaveCount(before.length);
    const summary = page.getByRole('region', { name: words.summary });
    await expect(summary).toContainText(words.total(before.length));
    await expect(summary).toContainText(words.featuredCount(before.filter((image) => image.featured).length));
    await axe(page);

    // One add button on the screen; nothing chosen names both problems; then a real photo, the fields and the switches.
    await expect(page.getByRole('main').getByRole('button', { name: lang === 'es' ? /^Añadir/ : /^Add/ })).toHaveCount(1);
    await page.getByRole('button', { name: words.add, exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: words.addDialog });
    await expect(addDialog).toBeVisible();
    await expect(addDialog).toContainText(lang === 'es' ? 'PNG, JPG o GIF de hasta 10MB' : 'PNG, JPG or GIF up to 10MB');
    await axe(page);
    await addDialog.getByRole('button', { name: words.save }).click();
    await expectFieldError(addDialog.getByRole('textbox', { name: words.title, exact: true }), words.titleRequired);
    await expectFieldError(addDialog.getByLabel(words.file, { exact: true }), words.imageRequired);

    const title = `Traje ${RUN} ${viewport.width} ${lang}`;
    const file = await photo(`traje-${lang}-${viewport.width}.jpg`);
    await addDialog.getByLabel(words.file, { exact: true }).setInputFiles(file);
    await expect(addDialog.getByText(file.name)).toBeVisible();
    await expect(addDialog.getByText(`${Math.round(file.buffer.length / 1024)} KB`)).toBeVisible();
    await addDialog.getByRole('textbox', { name: words.title, exact: true }).fill(title);
    await addDialog.getByRole('group', { name: words.spanish }).getByRole('textbox', { name: words.description }).fill('Lana fría con solapa de raso, forrada en seda.');
    // The English beside the Spanish on a desktop, below it on a phone.
    const titleEn = `Suit ${RUN} ${viewport.width} ${lang}`;
    const english = addDialog.getByRole('group', { name: words.english });
    await english.getByRole('textbox', { name: words.titleEn }).fill(titleEn);
    await english.getByRole('textbox', { name: words.descriptionEn }).fill('Tropical wool with a satin lapel, lined in silk.');
    const [spanishBox, englishBox] = [await addDialog.getByRole('group', { name: words.spanish }).boundingBox(), await english.boundingBox()];
    if (viewport.width >= 640) expect([englishBox!.x > spanishBox!.x + spanishBox!.width, englishBox!.y]).toEqual([true, spanishBox!.y]);
    else expect(englishBox!.y).toBeGreaterThan(spanishBox!.y + spanishBox!.height);
    await addDialog.getByRole('combobox', { name: words.category }).selectOption({ label: words.collections.trajes });
    await addDialog.getByRole('switch', { name: words.featured }).click();
    await expect(addDialog.getByRole('switch', { name: words.featured })).toBeChecked();
    await expect(addDialog.getByRole('switch', { name: words.visible })).toBeChecked();
    await addDialog.getByRole('button', { name: words.save }).click();
    await expect(toast(page, toasts.imageAdded.title)).toBeVisible();
    await expect(addDialog).toHaveCount(0);
    await expect(cardOf(title)).toContainText(words.featuredBadge);
    await expect(cardOf(title)).toContainText(words.collections.trajes);
    const added = (await adminImages(page.request)).find((image) => image.title === title);
    expect(added).toMatchObject({
      category: 'trajes',
      featured: true,
      visible: true,
      description: 'Lana fría con solapa de raso, forrada en seda.',
      titleEn,
      descriptionEn: 'Tropical wool with a satin lapel, lined in silk.',
    });
    // Each language's pages show the title written in it.
    const shown = (spanish: string) => ({ id: added!.id, title: lang === 'en' ? titleEn : spanish });
    await expectPublic(page, lang, shown(title), { in: 'trajes', featured: true });
    await open(page, `${prefix(lang === 'en' ? 'es' : 'en')}/proyecto/${added!.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(lang === 'en' ? title : titleEn);

    // Edit: a new title, another collection, no longer featured.
    await page.goto(managerPath);
    await cardOf(title).getByRole('button', { name: words.edit(title) }).click();
    const editDialog = page.getByRole('dialog', { name: words.editDialog });
    await expect(editDialog.getByRole('textbox', { name: words.title, exact: true })).toHaveValue(title);
    await axe(page);
    const renamed = `Vestido ${RUN} ${viewport.width} ${lang}`;
    await editDialog.getByRole('textbox', { name: words.title, exact: true }).fill(renamed);
    await editDialog.getByRole('combobox', { name: words.category }).selectOption({ label: words.collections.vestidos });
    await editDialog.getByRole('switch', { name: words.featured }).click();
    const editSent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/gallery-images/${added!.id}`));
    await editDialog.getByRole('button', { name: words.save }).click();
    expect((await editSent).postDataJSON()).toEqual({ title: renamed, category: 'vestidos', featured: false });
    await expect(toast(page, toasts.imageUpdated.title)).toBeVisible();
    await expect(cardOf(renamed)).toContainText(words.collections.vestidos);
    await expect(cardOf(renamed)).not.toContainText(words.featuredBadge);
    await expectPublic(page, lang, shown(renamed), { in: 'vestidos', featured: false }, ['trajes']);

    // Hide from the card: only the visibility is sent.
    await page.goto(managerPath);
    const hideSent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/gallery-images/${added!.id}`));
    await cardOf(renamed).getByRole('button', { name: words.hide(renamed) }).click();
    expect((await hideSent).postDataJSON()).toEqual({ visible: false });
    await expect(toast(page, toasts.imageVisibilityUpdated.title)).toBeVisible();
    await expect(cardOf(renamed)).toContainText(words.hidden);
    await expect(cardOf(renamed).getByRole('button', { name: words.show(renamed) })).toBeVisible();
    await expectPublic(page, lang, shown(renamed), null, ['vestidos']);

    // Show again through the edit dialog: an edit that changes only visibility sends only that.
    await page.goto(managerPath);
    await cardOf(renamed).getByRole('button', { name: words.edit(renamed) }).click();
    await expect(editDialog.getByRole('switch', { name: words.visible })).not.toBeChecked();
    await editDialog.getByRole('switch', { name: words.visible }).click();
    const showSent = page.waitForRequest((request) => request.method() === 'PATCH' && request.url().endsWith(`/api/gallery-images/${added!.id}`));
    await editDialog.getByRole('button', { name: words.save }).click();
    expect((await showSent).postDataJSON()).toEqual({ visible: true });
    await expect(toast(page, toasts.imageVisibilityUpdated.title)).toBeVisible();
    await expect(cardOf(renamed)).not.toContainText(words.hidden);
    await expectPublic(page, lang, shown(renamed), { in: 'vestidos', featured: false });

    // Delete, after the confirmation; then the deleted-title marker.
    await page.goto(managerPath);
    await cardOf(renamed).getByRole('button', { name: words.remove(renamed) }).click();
    const confirm = page.getByRole('alertdialog', { name: words.confirmTitle });
    await expect(confirm).toContainText(lang === 'es' ? 'Esta acción no se puede deshacer' : 'This action cannot be undone');
    await axe(page);
    const marker = page.waitForResponse((response) => new URL(response.url()).pathname === '/api/gallery-deleted-marker');
    await confirm.getByRole('button', { name: words.confirm }).click();
    const markerAnswer = await marker;
    expect(markerAnswer.status()).toBe(200);
    expect(new URL(markerAnswer.url()).searchParams.get('title')).toBe(renamed);
    await expect(toast(page, toasts.imageDeleted.title)).toBeVisible();
    await expect(cardOf(renamed)).toHaveCount(0);
    expect((await adminImages(page.request)).some((image) => image.id === added!.id)).toBe(false);
    await expectPublic(page, lang, shown(renamed), null, ['vestidos', 'trajes']);
    await context.close();
  });
}

test('a staff account (not an admin) is sent to / from the gallery manager and gets 403 from the gallery API', async ({ browser, playwright }) => {
  const admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(admin);
  const staffAccount = { username: `costurera-${RUN}`, password: 'aguja-e-hilo-2026' };
  const created = await admin.post('/api/register', { data: { ...staffAccount, isAdmin: false }, headers: SAME_ORIGIN });
  expect(created.status(), await created.text()).toBe(201);
  expect(await created.json()).toMatchObject({ username: staffAccount.username, isAdmin: false });
  await admin.dispose();

  for (const lang of ['es', 'en'] as const) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await signIn(page.request, staffAccount);
    await page.goto(`${prefix(lang)}/admin/gallery`);
    await expect(page).toHaveURL(lang === 'es' ? '/' : '/en/');
    expect((await page.request.get('/api/gallery-images')).status()).toBe(403);
    const patch = await page.request.patch('/api/gallery-images/1', { data: { visible: false }, headers: SAME_ORIGIN });
    expect(patch.status()).toBe(403);
    await context.close();
  }
});
