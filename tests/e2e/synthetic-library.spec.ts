/**
 * The synthetic site's library (tests/e2e/synthetic/): a Markdown collection
 * of entries, some translated, with a paginated index sorted by date and a
 * page per tag, built by the real generator and served by both hosts:
 * - the index lists the newest entries first, a page at a time, and its
 *   pagination leads through every page to the oldest entry;
 * - a tag page lists only entries with that tag;
 * - a translated entry is a Spanish page with the Markdown's headings, list,
 *   table and links, and hreflang to its English;
 * - the Spanish index lists the English-only entries in English, marked as
 *   such, the way Spanish pages mark links to English pages.
 */
import { expect, test, type Page } from '@playwright/test'
import { LIBRARY } from '../../scripts/synthetic/plan.ts'
import { STORAGE_KEYS } from '../../site/storage.ts'
import { readPlan } from './synthetic/site.ts'

const plan = readPlan()
const entries = plan.entries
const pages = Math.ceil(entries.length / LIBRARY.perPage)
const url = (path: string) => `${path}/`

/** The entry links of a listing page, in order, by the card headings. */
const cardLinks = (page: Page) => page.locator('main li h2 a')

test.describe('the library: a Markdown collection with an index, tags and two languages', () => {
  test.beforeAll(() => {
    expect(entries.length, 'the plan lists the library entries').toBeGreaterThan(LIBRARY.perPage * 2)
  })
  // A visitor who chose each page's language: the first-visit language rule redirects no one.
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(
      (key) => localStorage.setItem(key, /^\/es(\/|$)/.test(location.pathname) ? 'es' : 'en'),
      STORAGE_KEYS.pref,
    )
  })

  test('the index lists the newest entries first, a page at a time, through to the oldest', async ({ page }) => {
    test.setTimeout(60_000)
    await page.goto(url(LIBRARY.prefix))
    await expect(page.locator('h1')).toHaveCount(1)
    await expect(cardLinks(page)).toHaveCount(LIBRARY.perPage)
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(entries.slice(0, LIBRARY.perPage).map((e) => url(e.path)))
    const dates = await page.locator('main li time').evaluateAll((t) => t.map((e) => e.getAttribute('datetime')!))
    expect(dates, 'newest first').toEqual([...dates].sort().reverse())

    const pagination = page.getByRole('navigation', { name: 'Pages' })
    await expect(pagination.getByRole('link', { name: 'Page 1', exact: true })).toHaveAttribute('aria-current', 'page')
    await pagination.getByRole('link', { name: 'Next', exact: true }).click()
    await expect(page).toHaveURL((u) => u.pathname === `${LIBRARY.prefix}/page/2/`)
    await expect(cardLinks(page).first()).toHaveAttribute('href', url(entries[LIBRARY.perPage]!.path))

    await page
      .getByRole('navigation', { name: 'Pages' })
      .getByRole('link', { name: `Page ${pages}`, exact: true })
      .click()
    await expect(page).toHaveURL((u) => u.pathname === `${LIBRARY.prefix}/page/${pages}/`)
    await expect(cardLinks(page).last()).toHaveAttribute('href', url(entries.at(-1)!.path))
    await expect(
      page.getByRole('navigation', { name: 'Pages' }).getByRole('link', { name: 'Next', exact: true }),
    ).toHaveCount(0)
  })

  test('a tag page lists only the entries with that tag', async ({ page }) => {
    const tag = entries[0]!.tags[0]!
    const tagged = entries.filter((e) => e.tags.includes(tag))
    await page.goto(url(`${LIBRARY.prefix}/tags/${tag}`))
    await expect(cardLinks(page)).toHaveCount(Math.min(tagged.length, LIBRARY.perPage))
    const hrefs = await cardLinks(page).evaluateAll((links) => links.map((a) => a.getAttribute('href')))
    expect(hrefs).toEqual(tagged.slice(0, LIBRARY.perPage).map((e) => url(e.path)))
    // The topics menu marks this tag's page as the current one.
    await expect(page.getByRole('navigation', { name: 'Topics' }).locator('[aria-current="page"]')).toHaveAttribute(
      'href',
      url(`${LIBRARY.prefix}/tags/${tag}`),
    )
  })

  test('a translated entry is a Spanish page with its Markdown text, linked to its English', async ({ page }) => {
    const entry = entries.find((e) => e.title.es)!
    await page.goto(url(`/es${entry.path}`))
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-419')
    await expect(page.locator('h1')).toHaveText(entry.title.es!)
    await expect(page.locator('main h2')).toHaveText([
      'Antes del lanzamiento',
      'Qué mirar cada semana',
      'Errores comunes',
      'Cuándo pedir ayuda',
    ])
    for (const h of await page.locator('main h2, main h3').all())
      await expect(h).toHaveAttribute('id', /^[\p{Ll}\d-]+$/u)
    await expect(page.locator('main table caption')).toHaveText(/^Revisión semanal de /)
    await expect(page.locator('main table tbody tr')).toHaveCount(3)
    await expect(page.locator('main ol > li')).toHaveCount(4)
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      'href',
      /\/library\/[a-z0-9-]+\/$/,
    )
    await expect(page.locator('main').getByRole('link', { name: 'Agenda una demo', exact: true })).toHaveAttribute(
      'href',
      '/es/book-demo/',
    )
  })

  test('the Spanish index lists an English-only entry in English, marked as English', async ({ page }) => {
    const first = entries.findIndex((e) => !e.title.es)
    const entry = entries[first]!
    const listing = Math.floor(first / LIBRARY.perPage) + 1
    await page.goto(url(`/es${LIBRARY.prefix}${listing === 1 ? '' : `/page/${listing}`}`))
    const link = page.locator(`main li h2 a[href="${url(entry.path)}"]`)
    await expect(link).toHaveAttribute('hreflang', 'en')
    await expect(link).toHaveText(`${entry.title.en} (en inglés)`)
    await expect(link.locator('span[lang="en"]')).toHaveText(entry.title.en)
    // A translated entry (the newest is) links from the Spanish index to its Spanish page, in Spanish.
    const translated = entries[0]!
    expect(translated.title.es, 'the newest entry is translated').toBeTruthy()
    await page.goto(url(`/es${LIBRARY.prefix}`))
    await expect(cardLinks(page).first()).toHaveAttribute('href', url(`/es${translated.path}`))
    await expect(cardLinks(page).first()).toHaveText(translated.title.es!)
  })
})
