import { expect, test, type Page } from './support/test.ts';
import { expectNoAxeViolations } from './support/axe.ts';

/** The blog list, its category filter (with and without JavaScript) and its articles, in both languages (docs/product.md#blog, ADR 018). */

const ARTICLES = {
  es: [
    { slug: 'disenos-personalizados', title: 'Del boceto a la última puntada, el camino de un diseño personalizado', category: 'Diseño', date: '8 de noviembre de 2026' },
    { slug: 'colores-temporada', title: 'Los colores de la temporada y cómo elegir el tuyo', category: 'Consejos', date: '21 de octubre de 2026' },
    { slug: 'elegir-tejido-perfecto', title: 'Cómo elegir el tejido perfecto para tu vestido', category: 'Tejidos', date: '3 de octubre de 2026' },
    { slug: 'tendencias-vestidos-noche', title: 'Tendencias en vestidos de noche para esta temporada', category: 'Tendencias', date: '12 de septiembre de 2026' },
  ],
  en: [
    { slug: 'disenos-personalizados', title: 'From sketch to last stitch, the making of a custom design', category: 'Design', date: 'November 8, 2026' },
    { slug: 'colores-temporada', title: 'The season’s colours and how to choose yours', category: 'Tips', date: 'October 21, 2026' },
    { slug: 'elegir-tejido-perfecto', title: 'How to choose the perfect fabric for your dress', category: 'Fabrics', date: 'October 3, 2026' },
    { slug: 'tendencias-vestidos-noche', title: 'Evening gown trends for this season', category: 'Trends', date: 'September 12, 2026' },
  ],
} as const;

const TEXT = {
  es: { list: '/blog', prefix: '', all: 'Todos', readMore: 'Leer más', moreComing: 'Pronto publicaremos más artículos desde el taller.', filter: 'Filtrar artículos por categoría', back: 'Volver al blog', empty: 'Todavía no hay artículos en Eventos.', events: 'Eventos', fabrics: 'Tejidos' },
  en: { list: '/en/blog', prefix: '/en', all: 'All', readMore: 'Read more', moreComing: 'More articles from the workroom are coming soon.', filter: 'Filter articles by category', back: 'Back to the blog', empty: 'There are no articles in Events yet.', events: 'Events', fabrics: 'Fabrics' },
} as const;

const CATEGORY_NAMES = {
  es: { trends: 'Tendencias', design: 'Diseño', fabrics: 'Tejidos', events: 'Eventos', tips: 'Consejos' },
  en: { trends: 'Trends', design: 'Design', fabrics: 'Fabrics', events: 'Events', tips: 'Tips' },
} as const;

type Lang = keyof typeof TEXT;
const LANGS: Lang[] = ['es', 'en'];
/** Each language and each width once (Spanish on a phone, English on a desktop): CI has 30 minutes. */
const RUNS = [
  { lang: 'es', name: 'phone', width: 390, height: 844 },
  { lang: 'en', name: 'desktop', width: 1280, height: 800 },
] as const;

const cards = (page: Page) => page.locator('article[data-article]');
const filterNav = (page: Page, lang: Lang) => page.getByRole('navigation', { name: TEXT[lang].filter });

for (const { lang, ...viewport } of RUNS) {
  test.describe(`blog list, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`${TEXT[lang].list} shows every article with its picture, date, title, excerpt and Read more`, async ({ page }) => {
      const response = await page.goto(TEXT[lang].list);
      expect(response?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
      await expect(cards(page)).toHaveCount(4);
      for (const [index, article] of ARTICLES[lang].entries()) {
        const card = cards(page).nth(index);
        await expect(card).toHaveAttribute('data-article', article.slug);
        await expect(card.getByRole('heading', { level: 2 })).toHaveText(article.title);
        await expect(card.locator('time')).toHaveText(article.date);
        await expect(card.getByText(article.category, { exact: true })).toBeVisible();
        const image = card.locator('picture img');
        await expect(image).toHaveAttribute('width', /\d+/);
        await expect(image).toHaveAttribute('height', /\d+/);
        await expect(card.locator('picture source[type="image/avif"]')).toHaveCount(1);
        // Lazy below the fold: it loads once scrolled to.
        await image.scrollIntoViewIfNeeded();
        await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
        await expect(card.getByRole('link', { name: `${TEXT[lang].readMore}: ${article.title}` })).toBeVisible();
      }
      await expect(filterNav(page, lang).getByRole('link', { name: TEXT[lang].all })).toHaveAttribute('aria-current', 'page');
      await expect(page.getByText(TEXT[lang].moreComing)).toBeVisible();
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the category filter, without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LANGS) {
    test(`${TEXT[lang].list}: a category link shows only its articles, marks itself, and All brings every article back`, async ({ page }) => {
      await page.goto(TEXT[lang].list);
      await filterNav(page, lang).getByRole('link', { name: TEXT[lang].fabrics }).click();
      await expect(page).toHaveURL(`${TEXT[lang].prefix}/blog/category/fabrics`);
      await expect(filterNav(page, lang).getByRole('link', { name: TEXT[lang].fabrics })).toHaveAttribute('aria-current', 'page');
      await expect(filterNav(page, lang).getByRole('link', { name: TEXT[lang].all })).not.toHaveAttribute('aria-current', 'page');
      await expect(cards(page)).toHaveCount(1);
      await expect(cards(page).first()).toHaveAttribute('data-article', 'elegir-tejido-perfecto');

      await filterNav(page, lang).getByRole('link', { name: TEXT[lang].events }).click();
      await expect(page).toHaveURL(`${TEXT[lang].prefix}/blog/category/events`);
      await expect(cards(page)).toHaveCount(0);
      await expect(page.getByText(TEXT[lang].empty)).toBeVisible();
      // It says so once: the "more articles coming" note belongs under a list of articles.
      await expect(page.getByText(TEXT[lang].moreComing)).toHaveCount(0);

      await filterNav(page, lang).getByRole('link', { name: TEXT[lang].all }).click();
      await expect(page).toHaveURL(TEXT[lang].list);
      await expect(cards(page)).toHaveCount(4);
    });
  }

  test('every category page lists exactly the articles of its category', async ({ page }) => {
    for (const lang of LANGS) {
      for (const [category, name] of Object.entries(CATEGORY_NAMES[lang])) {
        await page.goto(`${TEXT[lang].prefix}/blog/category/${category}`);
        await expect(filterNav(page, lang).getByRole('link', { name, exact: true })).toHaveAttribute('aria-current', 'page');
        const expected = ARTICLES[lang].filter((article) => article.category === name).map((article) => article.slug);
        const shown = await cards(page).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-article')));
        expect(shown, `${lang} ${category}`).toEqual(expected);
      }
    }
  });
});

for (const { lang, ...viewport } of RUNS) {
  test.describe(`Read more, ${viewport.name} (${viewport.width} px)`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test(`${TEXT[lang].list}: each Read more leads to its article, which links back to the list`, async ({ page }) => {
      for (const article of ARTICLES[lang]) {
        await page.goto(TEXT[lang].list);
        await page.getByRole('link', { name: `${TEXT[lang].readMore}: ${article.title}` }).click();
        await expect(page).toHaveURL(`${TEXT[lang].prefix}/blog/${article.slug}`);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(article.title);
        await expect(page.locator('article time').first()).toHaveText(article.date);
        expect(await page.locator('.article-body p').count()).toBeGreaterThanOrEqual(5);
        const alt = await page.locator('figure picture img').getAttribute('alt');
        expect(alt?.length ?? 0).toBeGreaterThan(20);

        await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', new RegExp(`/blog/${article.slug}$`));
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', new RegExp(`/en/blog/${article.slug}$`));
        const structured = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
        expect(structured).toMatchObject({ '@type': 'BlogPosting', headline: article.title, inLanguage: lang, datePublished: expect.stringMatching(/^2026-\d\d-\d\d$/) });
        // Made absolute on the site's origin when served.
        expect(structured.url).toMatch(new RegExp(`^http://[^/]+${lang === 'en' ? '/en' : ''}/blog/${article.slug}$`));

        await page.getByRole('link', { name: TEXT[lang].back }).first().click();
        await expect(page).toHaveURL(TEXT[lang].list);
      }
    });
  });
}

// Every article, in both languages, is judged by accessibility.spec.ts; a category page is not.
test('a category page has no WCAG 2.2 AA violations', async ({ page }) => {
  for (const path of ['/blog/category/events']) {
    expect((await page.goto(path))?.status()).toBe(200);
    await expectNoAxeViolations(page);
  }
});
