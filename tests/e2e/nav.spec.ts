import { readFileSync } from 'node:fs'
import { createServer, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Frame, type Page } from '@playwright/test'
import { blockThirdParties, settle, shellReady } from './helpers.ts'
import { copyrightYears } from '../../locales/placeholders.ts'

async function open(page: Page, url: string) {
  await blockThirdParties(page)
  await settle(page, url)
  await page.goto(url)
  await shellReady(page)
}

const ITEMS = {
  en: ['Home', 'Features', 'About', 'Blog', 'Contact', 'Sign in', 'Book a demo'],
  // The web app is in English: a Spanish page says so, as it does for every English-only destination.
  es: ['Inicio', 'Funciones', 'Nosotros', 'Blog', 'Contacto', 'Iniciar sesión (en inglés)', 'Agenda una demo'],
}

test.describe('navigation items', () => {
  for (const [url, lang] of [
    ['/about/', 'en'],
    ['/es/about/', 'es'],
  ] as const) {
    test(`${url}: every item, language-aware, external ones from config`, async ({ page }) => {
      await page.setViewportSize({ width: 1280, height: 800 })
      await open(page, url)
      const nav = page.getByRole('navigation', { name: lang === 'en' ? 'Main' : 'Principal' })
      const links = nav.locator('#site-menu a')
      await expect(links).toHaveText(ITEMS[lang])
      const hrefs = await links.evaluateAll((els) => els.map((a) => a.getAttribute('href')))
      const p = lang === 'es' ? '/es' : ''
      expect(hrefs).toEqual([
        `${p}/`,
        `${p}/features/`,
        `${p}/about/`,
        `https://blog.example.com/${lang}`,
        `${p}/contact/`,
        'https://app.example.com/login',
        `${p}/book-demo/`,
      ])
      await expect(nav.locator('#site-menu a[aria-current="page"]')).toHaveText(ITEMS[lang][2]!)
      await expect(page.locator('#menu-button')).toBeHidden()
      // At lg, the narrowest bar, every label still fits one row: the header is not folded into its
      // menu button (renderer/layout/nav-fold.ts), and every link and the switch stand on one line.
      await page.setViewportSize({ width: 1024, height: 800 })
      await page.goto(url)
      await expect(page.locator('#site-header')).not.toHaveAttribute('data-nav-fold')
      await expect(page.locator('#menu-button')).toBeHidden()
      const rows = await nav
        .locator('#site-menu a, [data-lang-toggle], [data-lang-menu] summary')
        .evaluateAll((els) =>
          els.filter((el) => el.getClientRects().length > 0).map((el) => el.getBoundingClientRect()),
        )
      expect(rows.length).toBe(ITEMS[lang].length + 1)
      for (const r of rows) expect(r.bottom, "every link in the bar's one row").toBeLessThanOrEqual(64)
    })
  }
})

/**
 * The menu button's expanded state as the browser exposes it to assistive
 * technology (the popover invoker's state is native: no aria-expanded attribute).
 */
async function expanded(page: Page, selector: string): Promise<boolean | undefined> {
  const cdp = await page.context().newCDPSession(page)
  try {
    const { root } = await cdp.send('DOM.getDocument')
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector })
    const { nodes } = await cdp.send('Accessibility.getPartialAXTree', { nodeId, fetchRelatives: false })
    const prop = nodes[0]?.properties?.find((p) => p.name === 'expanded')
    return prop ? (prop.value.value as boolean) : undefined
  } finally {
    await cdp.detach()
  }
}

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('a native popover: opens and closes with a button that exposes its state and controls it', async ({ page }) => {
    await open(page, '/')
    const button = page.locator('#menu-button')
    const menu = page.locator('#site-menu')
    await expect(button).toHaveAttribute('aria-controls', 'site-menu')
    await expect(button).toHaveAttribute('popovertarget', 'site-menu')
    await expect(menu).toHaveAttribute('popover', 'auto')
    await expect.poll(() => expanded(page, '#menu-button')).toBe(false)
    await expect(button).toHaveAccessibleName('Open menu')
    await expect(menu).toBeHidden()
    await button.click()
    await expect.poll(() => expanded(page, '#menu-button')).toBe(true)
    await expect(button).toHaveAccessibleName('Close menu')
    await expect(menu).toBeVisible()
    await expect(menu.getByRole('link', { name: 'Book a demo' })).toBeVisible()
    await button.click()
    await expect(menu).toBeHidden()
    await expect(button).toHaveAccessibleName('Open menu')
  })

  test('selecting a link closes it', async ({ page }) => {
    await open(page, '/')
    // Keep the page from navigating so the closed state can be observed.
    await page.evaluate(() =>
      document.addEventListener('click', (e) => (e.target as Element).closest('a') && e.preventDefault(), true),
    )
    await page.locator('#menu-button').click()
    await page.locator('#site-menu').getByRole('link', { name: 'Features' }).click()
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect.poll(() => expanded(page, '#menu-button')).toBe(false)
  })

  test('a tap outside closes it', async ({ page }) => {
    await open(page, '/')
    await page.locator('#menu-button').click()
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.mouse.click(200, 700)
    await expect(page.locator('#site-menu')).toBeHidden()
  })

  test('Escape closes it and focus returns to the button; usable by keyboard alone', async ({ page }) => {
    await open(page, '/es/')
    const button = page.locator('#menu-button')
    await page.keyboard.press('Tab') // skip link
    await page.keyboard.press('Tab') // home link (logo)
    await page.keyboard.press('Tab')
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect.poll(() => expanded(page, '#menu-button')).toBe(true)
    await expect(button).toHaveAccessibleName('Cerrar menú')
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-menu a').first()).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(page.locator('#site-menu a').nth(1)).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(page.locator('#site-menu')).toBeHidden()
    await expect(button).toBeFocused()
    await page.keyboard.press('Space')
    await expect(page.locator('#site-menu')).toBeVisible()
    await page.keyboard.press('Tab')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/es\/$/)
  })
})

test.describe('header', () => {
  test('shrinks past 10 px of scroll and grows back, without moving the content', async ({ page }) => {
    await open(page, '/features/')
    const header = page.locator('#site-header')
    const mainTop = () =>
      page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top + window.scrollY)
    const before = await mainTop()
    // The header listens to scroll events; a listener added after it runs after it, so once it
    // has seen this scroll, the header has handled it.
    const scrollTo = (y: number) =>
      page.evaluate(
        (y) =>
          new Promise<void>((done) => {
            window.addEventListener('scroll', () => done(), { once: true })
            window.scrollTo(0, y)
          }),
        y,
      )
    await scrollTo(10)
    expect(await header.getAttribute('data-shrunk')).toBeNull()
    await page.evaluate(() => window.scrollTo(0, 11))
    await expect(header).toHaveAttribute('data-shrunk', '')
    expect(await mainTop()).toBe(before)
    await page.evaluate(() => window.scrollTo(0, 0))
    await expect(header).not.toHaveAttribute('data-shrunk')
    // Shrink and grow again, each time waiting for the header's change and two frames after it
    // (its layout rendered and any shift reported), then read every shift recorded.
    await page.evaluate(() => {
      const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver }
      w.shifts = 0
      w.shiftObserver = new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { value: number })[]) w.shifts += e.value
      })
      w.shiftObserver.observe({ type: 'layout-shift', buffered: true })
    })
    const framesRendered = () =>
      page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
    await scrollTo(400)
    await expect(header).toHaveAttribute('data-shrunk', '')
    await framesRendered()
    await scrollTo(0)
    await expect(header).not.toHaveAttribute('data-shrunk')
    await framesRendered()
    const shifts = await page.evaluate(() => {
      const w = window as unknown as { shifts: number; shiftObserver: PerformanceObserver }
      for (const e of w.shiftObserver.takeRecords() as (PerformanceEntry & { value: number })[]) w.shifts += e.value
      return w.shifts
    })
    expect(shifts).toBe(0)
  })

  test('no frame is painted with half a header, however slowly the page arrives', async ({ page }) => {
    // The header is one row aligned to the right: painted while the parser had read it only up to
    // the menu button, the button stood at the right edge and moved left when the language switch
    // arrived (a layout shift, measured on /contact/ in slow runs). Two copies of the built page
    // load side by side in one harness page, each held by this server right after the menu
    // button: the page as built, and a control without its `<link rel="expect">`. Frames of one
    // event loop render together: once the control has painted a partial header, the page as built
    // has had the same chances to paint and must not have taken one.
    const built = readFileSync('dist-e2e/client/contact/index.html', 'utf8')
    const expectLink = '<link rel="expect" href="#site-header-end" blocking="render">'
    expect(built).toContain(expectLink)
    const button = built.indexOf('id="menu-button"')
    const cut = built.indexOf('</button>', button) + '</button>'.length
    expect(button).toBeGreaterThan(0)
    const held = new Set<ServerResponse>()
    const pages = { '/built/': built, '/control/': built.replace(expectLink, '') }
    const server = createServer((req, res) => {
      const html = pages[req.url as keyof typeof pages]
      if (req.url === '/harness/') {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.end(
          '<!doctype html><title>harness</title>' +
            '<iframe name="built" src="/built/" width="412" height="600"></iframe>' +
            '<iframe name="control" src="/control/" width="412" height="600"></iframe>',
        )
      } else if (html) {
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
        res.write(html.slice(0, cut))
        held.add(res)
        res.on('close', () => held.delete(res))
        ;(res as ServerResponse & { rest?: string }).rest = html.slice(cut)
      } else res.writeHead(404).end()
    })
    await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready))
    try {
      // Each frame records what its first rendered frame held; rAF callbacks run only when it renders.
      await page.addInitScript(() => {
        if (window === window.top) return
        requestAnimationFrame(() => {
          ;(window as unknown as { firstFrame: unknown }).firstFrame = {
            button: document.getElementById('menu-button') !== null,
            switch: document.querySelector('[data-lang-toggle]') !== null,
          }
        })
      })
      const { port } = server.address() as AddressInfo
      await page.goto(`http://127.0.0.1:${port}/harness/`, { waitUntil: 'commit', timeout: 15_000 })
      const frame = async (name: string): Promise<Frame> => {
        await expect.poll(() => page.frame(name)?.url() ?? '', { timeout: 15_000 }).toMatch(/\/(built|control)\/$/)
        return page.frame(name)!
      }
      const [asBuilt, control] = [await frame('built'), await frame('control')]
      const firstFrame = (f: Frame) =>
        f.evaluate(() => (window as unknown as { firstFrame?: object }).firstFrame ?? null)
      for (const f of [asBuilt, control])
        await f.waitForFunction(() => document.getElementById('menu-button') !== null, null, { timeout: 15_000 })
      await control.waitForFunction(() => 'firstFrame' in window, null, { timeout: 15_000 })
      // The control paints before its header is whole (where the parser yields is Chromium's choice:
      // at the held point, or earlier, before the menu button).
      expect(await firstFrame(control), 'the control paints a header without its language switch').toMatchObject({
        switch: false,
      })
      // Two more frames of the harness (the same event loop) before looking: still nothing painted.
      await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))))
      expect(await firstFrame(asBuilt), 'the page as built waits for its whole header').toBeNull()
      for (const res of held) res.end((res as ServerResponse & { rest?: string }).rest)
      await asBuilt.waitForFunction(() => 'firstFrame' in window, null, { timeout: 15_000 })
      expect(await firstFrame(asBuilt)).toEqual({ button: true, switch: true })
    } finally {
      for (const res of held) res.destroy()
      await new Promise((closed) => server.close(closed))
    }
  })

  test('the skip link is the first focusable element and moves focus to main', async ({ page }) => {
    await open(page, '/contact/')
    await page.keyboard.press('Tab')
    const skip = page.locator(':focus')
    await expect(skip).toHaveText('Skip to main content')
    await expect(skip).toHaveAttribute('href', '#main')
    await expect(skip).toBeVisible()
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/#main$/)
    await expect(page.locator('main')).toBeFocused()
  })
})

test.describe('footer', () => {
  for (const [url, lang] of [
    ['/', 'en'],
    ['/es/', 'es'],
  ] as const) {
    test(`${url}: five groups, social links, copyright years, status link, platform logos`, async ({ page }) => {
      await open(page, url)
      const footer = page.locator('footer')
      const groups =
        lang === 'en'
          ? ['Product', 'Company', 'Resources', 'Support', 'Legal']
          : ['Producto', 'Empresa', 'Recursos', 'Soporte', 'Legal']
      await expect(footer.locator('nav h2')).toHaveText(groups)
      const p = lang === 'es' ? '/es' : ''
      for (const href of [
        `${p}/features/`,
        `${p}/about/`,
        `${p}/story/`,
        `${p}/contact/`,
        '/privacy/',
        '/terms-and-conditions/',
        '/security/',
      ])
        await expect(footer.locator(`a[href="${href}"]`).first()).toBeVisible()
      // Pages whose content is English say so from a Spanish page, in sight and to the browser.
      for (const href of [
        `${p}/story/`,
        '/vs/madgicx/',
        '/solutions/ai-media-buyer/',
        '/solutions/shopify-ads-automation/',
        '/privacy/',
        '/terms-and-conditions/',
        '/security/',
      ]) {
        const link = footer.locator(`a[href="${href}"]`)
        await expect(link).toHaveCount(1)
        if (lang === 'es') {
          await expect(link).toHaveAttribute('hreflang', 'en')
          await expect(link).toContainText('(en inglés)')
        } else await expect(link).not.toHaveAttribute('hreflang', /./)
      }
      await expect(footer.getByRole('link', { name: 'LinkedIn' })).toHaveAttribute(
        'href',
        'https://www.linkedin.com/company/example',
      )
      await expect(footer.getByRole('link', { name: 'Instagram' })).toHaveAttribute(
        'href',
        lang === 'en' ? 'https://www.instagram.com/example' : 'https://www.instagram.com/example.es',
      )
      await expect(footer.getByRole('link', { name: 'YouTube' })).toHaveAttribute(
        'href',
        'https://www.youtube.com/@example',
      )
      await expect(footer.locator('a[href="https://status.example.com"]')).toHaveCount(1)
      // From the first publication to the latest dated statement (a new year's update moves it).
      await expect(footer).toContainText(`© ${copyrightYears()} Arcline LLC`)
      for (const name of ['Google', 'Meta', 'TikTok']) await expect(footer.getByRole('img', { name })).toBeVisible()
      // The logos name platforms it connects to: no partner status, and a trademark notice (issue 40).
      await expect(footer).toContainText(
        lang === 'en' ? 'Connects through the official APIs of' : 'Se conecta mediante las API oficiales de',
        { ignoreCase: true },
      )
      await expect(footer).not.toContainText(/partner of|socio oficial/i)
      await expect(footer).toContainText(lang === 'en' ? 'No partnership or endorsement is implied.' : 'ni respaldo')
      // The privacy notice in the page's language: the Spanish one on Spanish pages.
      await expect(footer.locator(`a[href="${p}/privacy-summary/"]`)).toHaveText(
        lang === 'en' ? 'Privacy at a glance' : 'Privacidad en resumen',
      )
    })
  }
})

test.describe('page changes', () => {
  test('a link to another page lands at the top of it; in-page anchors still work', async ({ page }) => {
    await open(page, '/features/')
    await page.getByRole('link', { name: 'See how it works' }).click()
    await expect(page).toHaveURL(/#how-it-works$/)
    await expect(page.locator('#how-it-works h2')).toBeInViewport()
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300)
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await page.locator('footer').getByRole('link', { name: 'About us' }).click()
    await expect(page).toHaveURL(/\/about\/$/)
    expect(await page.evaluate(() => window.scrollY)).toBe(0)
  })
})
