import { expect, test, type APIRequestContext, type Page } from './support/test.ts';
import type { CategoryList, GalleryImage } from '../packages/contracts/src/index.ts';
import { addGalleryImage, signInAsAdmin } from './support/api.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { BASE_URL } from './support/base-url.ts';
import { toast } from './support/form.ts';
import { photo } from './support/images.ts';

/**
 * The owner's category manager (ADR 023), Spanish only, at phone and desktop widths: create,
 * rename and delete a category, with the images following each change and the public pages
 * still answering; the names keep the owner's case and compare without it; the built-in
 * categories offer no change, and the server's refusals are Spanish whatever the browser's
 * language.
 */
const RUN = Date.now().toString(36);
// Each journey is long (a dozen changes, each waiting for the read models); two cores need room.
test.describe.configure({ timeout: 120_000 });
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

let admin: APIRequestContext;

test.beforeAll(async ({ playwright }) => {
  admin = await playwright.request.newContext({ baseURL: BASE_URL });
  await signInAsAdmin(admin);
});

test.afterAll(async () => {
  await admin.dispose();
});

async function getJson<T>(path: string): Promise<T> {
  const response = await admin.get(path);
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as T;
}

const categoryOf = async (id: number) => (await getJson<GalleryImage[]>('/api/gallery-images')).find((image) => image.id === id)?.category;
const row = (page: Page, name: string) => page.getByRole('listitem').filter({ has: page.getByText(name, { exact: true }) });

async function expectPublicPagesFine(request: APIRequestContext, imageId: number) {
  for (const path of ['/gallery', '/coleccion/vestidos', `/proyecto/${imageId}`, '/api/public-gallery']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
}

for (const viewport of VIEWPORTS) {
  test(`the owner creates, renames and deletes a category (${viewport.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'es-ES' });
    const page = await context.newPage();
    await signInAsAdmin(page.request);
    const first = `Novias ${viewport.name} ${RUN}`;
    const renamed = `Bodas ${viewport.name} ${RUN}`;

    await page.goto('/admin/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();
    const own = (await getJson<CategoryList>('/api/categories')).categories.filter((c) => c.kind === 'custom');
    await expect(page.getByText('No hay categorías disponibles')).toHaveCount(own.length === 0 ? 1 : 0);
    await expect(row(page, 'vestidos')).toContainText('Colección pública');
    await expectNoAxeViolations(page);

    // Create: a blank name does nothing; Enter (desktop) or Crear (phone) submits.
    const name = page.getByRole('textbox', { name: 'Nueva categoría' });
    await name.fill('   ');
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(toast(page, 'Categoría creada')).toHaveCount(0);
    await name.fill(`  ${first} `);
    if (viewport.name === 'desktop') await name.press('Enter');
    else await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(toast(page, 'Categoría creada')).toContainText(`«${first}»`);
    await expect(name).toHaveValue('');
    // Shown as she typed it, capitals and all.
    await expect(row(page, first)).toContainText('0 imágenes');
    await expect(page.getByText('No hay categorías disponibles')).toHaveCount(0);
    // The same name in other capitals is the same category.
    await name.fill(first.toUpperCase());
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(toast(page, 'Error')).toContainText(`Ya existe una categoría llamada «${first.toUpperCase()}»`);

    // Two designs in it, one featured: the badges count them.
    const image = await addGalleryImage(admin, { title: `Novia ${viewport.name} ${RUN}`, category: first, featured: 'true', visible: 'true' }, await photo(`novia-${viewport.name}.jpg`));
    const hidden = await addGalleryImage(admin, { title: `Boceto ${viewport.name} ${RUN}`, category: first, featured: 'false', visible: 'false' }, await photo(`boceto-${viewport.name}.jpg`));
    await page.reload();
    await expect(row(page, first)).toContainText('2 imágenes');
    await expect(row(page, first)).toContainText('1 destacada');

    // Rename: cancel and an unchanged name make no call; confirm moves both images.
    let calls = 0;
    page.on('request', (request) => {
      if (request.method() === 'PATCH' && request.url().includes('/api/categories/')) calls += 1;
    });
    await page.getByRole('button', { name: `Renombrar la categoría ${first}` }).click();
    const newName = page.getByRole('textbox', { name: `Nuevo nombre de la categoría ${first}` });
    await expect(newName).toBeFocused();
    await newName.fill(renamed);
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await page.getByRole('button', { name: `Renombrar la categoría ${first}` }).click();
    await newName.fill(` ${first} `);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(newName).toHaveCount(0);
    await page.getByRole('button', { name: `Renombrar la categoría ${first}` }).click();
    await newName.fill('  ');
    await newName.press('Enter');
    await expect(newName).toHaveCount(0);
    expect(calls).toBe(0);
    await page.getByRole('button', { name: `Renombrar la categoría ${first}` }).click();
    await newName.fill(renamed);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await expect(toast(page, 'Categoría renombrada')).toBeVisible();
    expect(calls).toBe(1);
    await expect(row(page, renamed)).toContainText('2 imágenes');
    await expect(row(page, first)).toHaveCount(0);
    // Images carry the name compared without case.
    expect([await categoryOf(image.id), await categoryOf(hidden.id)]).toEqual([renamed.toLowerCase(), renamed.toLowerCase()]);
    await expectPublicPagesFine(page.request, image.id);

    // Delete: a confirmation first; the images move to general.
    await page.getByRole('button', { name: `Eliminar la categoría ${renamed}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `¿Eliminar la categoría «${renamed}»?` });
    await expect(dialog).toContainText('Sus 2 imágenes pasarán a la categoría «general»');
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Cancelar' }).click();
    await expect(dialog).toHaveCount(0);
    expect(await categoryOf(image.id)).toBe(renamed.toLowerCase());
    await page.getByRole('button', { name: `Eliminar la categoría ${renamed}` }).click();
    await dialog.getByRole('button', { name: 'Eliminar' }).click();
    await expect(toast(page, 'Categoría eliminada')).toBeVisible();
    await expect(row(page, renamed)).toHaveCount(0);
    expect([await categoryOf(image.id), await categoryOf(hidden.id)]).toEqual(['general', 'general']);
    await expect(row(page, 'general')).toContainText('Predeterminada');
    await expectPublicPagesFine(page.request, image.id);

    await context.close();
  });

  test(`the built-in categories offer no change and say why; refusals are Spanish in an English browser (${viewport.name})`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: viewport.width, height: viewport.height }, locale: 'en-US' });
    const page = await context.newPage();
    await signInAsAdmin(page.request);
    await page.goto('/admin/collections');
    await expect(page.getByRole('heading', { level: 1, name: 'Categorías' })).toBeVisible();

    for (const builtIn of ['vestidos', 'conceptos', 'trajes', 'eventos', 'general']) {
      await expect(page.getByRole('button', { name: `Renombrar la categoría ${builtIn}` })).toHaveCount(0);
      await expect(page.getByRole('button', { name: `Eliminar la categoría ${builtIn}` })).toHaveCount(0);
    }
    await expect(row(page, 'vestidos')).toContainText('Enlazada a /coleccion/vestidos: no se puede renombrar ni eliminar');
    await expect(row(page, 'general')).toContainText('Recibe las imágenes de las categorías eliminadas: no se puede renombrar ni eliminar');

    // A refusal from the server: a built-in name is taken whatever its capitals.
    await page.getByRole('textbox', { name: 'Nueva categoría' }).fill('Vestidos');
    await page.getByRole('button', { name: 'Crear', exact: true }).click();
    await expect(toast(page, 'Error')).toContainText('Ya existe una categoría llamada «Vestidos»');
    await context.close();
  });
}
