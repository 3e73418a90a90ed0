import { expect, test, type Locator } from './support/test.ts';
import { publicGallery } from './support/public-pages.ts';

/**
 * The home page's fixed sections and its creations strip (docs/product.md#home), in Spanish on
 * a phone and in English on a desktop. The contact form and the reviews have their own specs.
 */
const JOURNEYS = [
  {
    lang: 'es',
    width: 390,
    height: 844,
    home: '/',
    headline: 'Vestidos que solo existen para ti',
    order: 'Encargar un vestido',
    concept: 'Crear tu concepto',
    scrollDown: 'Descubrir el atelier',
    about: 'Un oficio lento, hecho con las manos',
    learnMore: 'Conoce el atelier',
    forms: { order: '/order-dress', concept: '/custom-concept' },
    services: { order: 'Encargar ahora', concept: 'Empezar a crear' },
    creations: 'Piezas recientes del atelier',
  },
  {
    lang: 'en',
    width: 1280,
    height: 800,
    home: '/en/',
    headline: 'Dresses made for you alone',
    order: 'Order a dress',
    concept: 'Create your concept',
    scrollDown: 'Discover the atelier',
    about: 'A slow craft, made by hand',
    learnMore: 'Get to know the atelier',
    forms: { order: '/en/order-dress', concept: '/en/custom-concept' },
    services: { order: 'Order now', concept: 'Start creating' },
    creations: 'Recent pieces from the atelier',
  },
] as const;

const left = (locator: Locator) => locator.evaluate((element) => Math.round(element.getBoundingClientRect().left));

for (const words of JOURNEYS) {
  test.describe(`home, ${words.lang} at ${words.width} px`, () => {
    test.use({ viewport: { width: words.width, height: words.height } });

    test('the hero leads to both forms and scrolls down to About, which leads to the contact section', async ({ page }) => {
      await page.goto(words.home);
      const hero = page.locator('section.hero');
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(words.headline);
      await expect(hero.getByRole('link', { name: words.order })).toHaveAttribute('href', words.forms.order);
      await expect(hero.getByRole('link', { name: words.concept })).toHaveAttribute('href', words.forms.concept);
      // The hero image is the LCP element: preloaded from the head, never lazy.
      await expect(hero.locator('img')).not.toHaveAttribute('loading', 'lazy');
      await expect(page.locator('head link[rel="preload"][as="image"]')).toHaveCount(1);
      await expect(page.locator('html')).not.toHaveAttribute('data-scrolled');

      await hero.getByRole('link', { name: words.scrollDown }).click();
      const about = page.locator('#about');
      await expect(about.getByRole('heading', { level: 2 })).toHaveText(words.about);
      // Smooth-scrolled until About's top sits just under the sticky header.
      await expect.poll(() => about.evaluate((element) => Math.round(element.getBoundingClientRect().top))).toBeLessThan(120);
      await expect(page.locator('html')).toHaveAttribute('data-scrolled', '');
      await expect(about.getByRole('link', { name: words.learnMore })).toHaveAttribute('href', `${words.home}#contact`);

      // The services: one card for each form.
      for (const form of ['order', 'concept'] as const) {
        await expect(page.locator('main').getByRole('link', { name: words.services[form], exact: true })).toHaveAttribute('href', words.forms[form]);
      }
    });

    test("the creations strip shows the featured designs, each linking to its project, in line with the page's text", async ({ page, request }) => {
      const featured = (await publicGallery(request)).filter((item) => item.featured).slice(0, 6);
      expect(featured.length, 'the demo catalogue features designs').toBeGreaterThan(0);
      await page.goto(words.home);
      const section = page.getByRole('region', { name: words.creations });
      const strip = section.getByRole('list');
      await strip.scrollIntoViewIfNeeded();
      await expect(strip.getByRole('listitem')).toHaveCount(featured.length);
      const links = strip.getByRole('link');
      await expect(links).toHaveCount(featured.length);
      for (const [index, item] of featured.entries()) {
        await expect(links.nth(index)).toHaveAttribute('href', `${words.lang === 'es' ? '' : '/en'}/proyecto/${item.id}`);
        // The English page shows the title written in English, and the Spanish one where none was
        // written (a piece another journey added in Spanish only).
        await expect(links.nth(index).getByRole('heading', { level: 3 })).toHaveText(words.lang === 'es' ? item.title : (item.titleEn ?? item.title));
      }
      // On a phone the strip scrolls sideways and snaps: its first design starts where the
      // heading does, not against the edge of the screen.
      const heading = section.getByRole('heading', { level: 2 });
      await expect.poll(async () => (await left(strip.getByRole('listitem').first())) - (await left(heading))).toBe(0);
    });
  });
}
