/**
 * No lost message (issue 39): what the visitor types survives a reload and
 * a back-and-forward in both languages, from the first paint; a send that
 * fails, gets no answer or finds the browser offline keeps the message and
 * says what happened; nothing is sent twice. Every send goes through the
 * real EmailJS library to the e2e outbox, or is answered by interception.
 */
import { expect, test, type Page } from '@playwright/test'
import {
  DRAFT_KEY,
  countSends,
  expectValues,
  fill,
  hydrated,
  mailtoParts,
  open,
  received,
  SEND,
  unique,
} from './contact-form.ts'
import { holdRequests } from './helpers.ts'

const draft = (page: Page) => page.evaluate((k) => sessionStorage.getItem(k), DRAFT_KEY)
const note = (page: Page) => page.locator('[data-draft-note]')
const submit = (page: Page) => page.locator('form button[type="submit"]').click()

for (const [url, t] of [
  [
    '/contact/',
    { kept: 'We kept the message you started writing in this tab.', clear: 'Clear form', sent: 'Message sent' },
  ],
  [
    '/es/contact/',
    {
      kept: 'Guardamos el mensaje que empezaste a escribir en esta pestaña.',
      clear: 'Borrar formulario',
      sent: 'Mensaje enviado',
    },
  ],
] as const) {
  test.describe(`${url}: what is typed is kept in this tab`, () => {
    test('a reload mid-message puts every field back; sending it forgets the draft', async ({ page }) => {
      await open(page, url)
      await expect(note(page)).toBeHidden()
      const message = `${unique()}\nsecond line, ñ and 🙂`
      const values = { name: 'Ana Ruiz', email: 'ana@empresa.mx', company: 'Café Norte', message }
      await fill(page, values)
      await page.reload()
      await expectValues(page, values)
      await expect(note(page)).toBeVisible()
      await expect(note(page)).toContainText(t.kept)
      await submit(page)
      await expect(page.getByRole('status')).toContainText(t.sent)
      await expect(note(page)).toBeHidden()
      expect(await draft(page)).toBeNull()
      expect(received(message)).toBe(1)
      await page.reload()
      await expectValues(page, { name: '', email: '', company: '', message: '' })
      await expect(note(page)).toBeHidden()
    })

    test('typed before the page script has loaded, and still there after a reload without it', async ({ page }) => {
      // The draft keeper is inline: it needs none of the page's script files.
      await page.route(/\/assets\/.*\.js$/, (route) => route.abort('blockedbyclient'))
      await open(page, url, { waitUntil: 'domcontentloaded' })
      await fill(page, { name: 'Early Ana', message: 'Typed on a slow phone' })
      await page.reload({ waitUntil: 'domcontentloaded' })
      await expectValues(page, { name: 'Early Ana', message: 'Typed on a slow phone' })
      await expect(note(page)).toBeVisible()
      expect(await page.locator('[data-island="contactForm"]').getAttribute('data-hydrated')).toBeNull()
    })

    test('back and forward bring it back, and "clear" forgets it', async ({ page }) => {
      await open(page, url)
      await fill(page, { email: 'ana@empresa.mx', message: 'Half a thought' })
      await page.locator('header a[href$="/about/"]').first().click()
      await page.waitForURL(/\/about\/$/)
      await page.goBack()
      await expectValues(page, { email: 'ana@empresa.mx', message: 'Half a thought' })
      await page.goForward()
      await page.waitForURL(/\/about\/$/)
      await page.goBack()
      await expectValues(page, { email: 'ana@empresa.mx', message: 'Half a thought' })
      await note(page).getByRole('button', { name: t.clear }).click()
      await expectValues(page, { name: '', email: '', company: '', message: '' })
      await expect(note(page)).toBeHidden()
      await expect(page.locator('form [name="name"]')).toBeFocused()
      expect(await draft(page)).toBeNull()
      await page.reload()
      await expectValues(page, { email: '', message: '' })
    })
  })
}

test('the draft typed in English comes back on the Spanish page of the same tab', async ({ page }) => {
  await open(page, '/contact/')
  await fill(page, { name: 'Luis', message: 'Hola, ¿hablan español?' })
  await page.locator('header a[hreflang="es"]').first().click()
  await page.waitForURL(/\/es\/contact\/$/)
  await expectValues(page, { name: 'Luis', message: 'Hola, ¿hablan español?' })
})

test.describe('a send that does not arrive keeps the message', () => {
  test('no answer within 20 seconds: said so; when the answer comes after all, sent once', async ({ page }) => {
    await page.clock.install()
    await open(page)
    const sends = countSends(page)
    const held = await holdRequests(page, SEND)
    const message = unique()
    await fill(page, { name: 'Ana', email: 'ana@x.io', message })
    await submit(page)
    await expect(page.locator('form button[type="submit"]')).toHaveText('Sending…')
    await expect.poll(held.held).toBe(1)
    await page.clock.fastForward('00:21')
    const alert = page.getByRole('alert')
    await expect(alert).toContainText(
      'Our mail service didn’t answer within 20 seconds, so we can’t tell whether your message arrived.',
    )
    await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
    await expect(page.locator('form [name="message"]')).toHaveValue(message)
    // The answer arrives late, and says it was sent: no second message is needed.
    held.release()
    await expect(page.getByRole('status')).toContainText('Message sent')
    await expect(page.locator('[data-notice="error"]')).toHaveCount(0)
    expect(await draft(page)).toBeNull()
    expect(received(message)).toBe(1)
    expect(sends()).toBe(1)
  })

  test('offline: the form says so, sends nothing, and sends once when the connection returns', async ({
    page,
    context,
  }) => {
    await open(page)
    const sends = countSends(page)
    const message = unique()
    await fill(page, { name: 'Ana', email: 'ana@x.io', message })
    await hydrated(page)
    await context.setOffline(true)
    await submit(page)
    const status = page.getByRole('status')
    await expect(status).toContainText('You’re offline')
    await expect(status).toContainText(
      'Your message is saved in this tab and will be sent as soon as your connection is back.',
    )
    await expect(status.getByRole('link', { name: 'Email it to hello@example.com' })).toHaveAttribute(
      'href',
      /^mailto:hello@example\.com\?subject=/,
    )
    // Pressed again while offline: still one message waiting.
    await submit(page)
    expect(sends()).toBe(0)
    await context.setOffline(false)
    await expect(status).toContainText('Message sent')
    await expect(page.locator('form [name="message"]')).toHaveValue('')
    expect(received(message)).toBe(1)
    expect(sends()).toBe(1)
  })

  test('two quick clicks send one message', async ({ page }) => {
    await open(page)
    const sends = countSends(page)
    const message = unique()
    await fill(page, { name: 'Ana', email: 'ana@x.io', message })
    await hydrated(page)
    await page.locator('form button[type="submit"]').dblclick()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(received(message)).toBe(1)
    expect(sends()).toBe(1)
    await expect(page.locator('#contact-name-error')).toHaveCount(0)
  })

  test('a long message is cut in the mail link, which stays under 2,000 characters and says so', async ({ page }) => {
    await open(page, '/es/contact/')
    await page.route(SEND, (route) =>
      route.fulfill({ status: 502, body: 'Bad Gateway', headers: { 'access-control-allow-origin': '*' } }),
    )
    const message = Array.from({ length: 420 }, (_, i) => `palabra${i}`).join(' ')
    await fill(page, { name: 'Luis Peña', email: 'luis@correo.mx', message })
    await submit(page)
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('Nuestro servicio de correo rechazó el mensaje.')
    const link = alert.getByRole('link', { name: 'Envíalo por correo a hello@example.com' })
    const parts = mailtoParts((await link.getAttribute('href'))!)
    expect(parts.length).toBeLessThanOrEqual(2000)
    expect(parts.subject).toBe('Mensaje desde el sitio web de Arcline')
    expect(message.startsWith(parts.body.split('…')[0]!)).toBe(true)
    expect(parts.body).toContain('[El resto de tu mensaje no cupo en este correo.')
    expect(parts.body.endsWith('\r\n\r\nLuis Peña\r\nluis@correo.mx')).toBe(true)
    // Edited after the failure: the link carries the message as it is when followed.
    await fill(page, { message: 'Mensaje corto' })
    await link.evaluate((a: HTMLAnchorElement) => {
      a.addEventListener('click', (e) => e.preventDefault(), { once: true })
      a.click()
    })
    expect(mailtoParts((await link.getAttribute('href'))!).body).toBe(
      'Mensaje corto\r\n\r\nLuis Peña\r\nluis@correo.mx',
    )
  })
})

test.describe('the privacy link under the form', () => {
  // The Spanish form links the Spanish notice, not the English policy (issue 53).
  for (const [url, name, href, lang] of [
    ['/contact/', 'privacy policy', '/privacy/', null],
    ['/es/contact/', 'Privacidad en resumen', '/es/privacy-summary/', null],
  ] as const)
    test(`${url}: says what is done with the message and links the policy`, async ({ page }) => {
      await open(page, url)
      const link = page.locator('#get-in-touch').getByRole('link', { name, exact: true })
      await expect(link).toHaveAttribute('href', href)
      expect(await link.getAttribute('hreflang')).toBe(lang)
      const box = await page.locator('#contact-form').boundingBox()
      const below = await link.boundingBox()
      expect(below!.y).toBeGreaterThan(box!.y + box!.height)
    })
})
