import { expect, test } from '@playwright/test'
import { fill, mailtoParts, open, outbox, SEND, unique } from './contact-form.ts'
import { holdRequests } from './helpers.ts'

test.describe('contact form: sending', () => {
  test('sends exactly the expected request and the outbox receives it; the form is cleared', async ({ page }) => {
    await open(page)
    const message = unique()
    const requests: unknown[] = []
    page.on('request', (r) => r.url() === SEND && r.method() === 'POST' && requests.push(r.postDataJSON()))
    // The response is held until the sending state has been seen.
    const send = await holdRequests(page, SEND)
    await fill(page, { name: 'Ana Ruiz', email: 'ana@empresa.mx', company: 'Café Norte', message })
    await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-hydrated', 'true')
    const submit = page.locator('form button[type="submit"]')
    await submit.click()
    await expect(submit).toBeDisabled()
    await expect(submit).toHaveText('Sending…')
    send.release()
    const notice = page.getByRole('status')
    await expect(notice).toContainText('Message sent')
    await expect(notice).toContainText('Thank you for your message. We’ll reply within 24 hours on business days.')
    await expect(submit).toBeEnabled()
    for (const name of ['name', 'email', 'company', 'message'])
      await expect(page.locator(`form [name="${name}"]`)).toHaveValue('')
    expect(requests).toEqual([
      {
        lib_version: '4.4.1',
        user_id: 'local-public-key',
        service_id: 'local_outbox',
        template_id: 'contact_form',
        template_params: {
          from_name: 'Ana Ruiz',
          from_email: 'ana@empresa.mx',
          company: 'Café Norte',
          message,
          to_email: 'hello@example.com',
        },
      },
    ])
    const received = outbox().find((m) => m.template_params.message === message)
    expect(received?.template_params).toEqual({
      from_name: 'Ana Ruiz',
      from_email: 'ana@empresa.mx',
      company: 'Café Norte',
      message,
      to_email: 'hello@example.com',
    })
  })

  test('typed and sent before the page script has loaded: held, then sent once the form starts', async ({ page }) => {
    // A slow phone: the client entry arrives only after the visitor has typed and pressed Send.
    const entry = await holdRequests(page, /\/assets\/entries\//)
    await open(page, '/contact/', { waitUntil: 'domcontentloaded' })
    const message = unique()
    await fill(page, { name: 'Ana Ruiz', email: 'ana@empresa.mx', message })
    expect(await page.locator('[data-island="contactForm"]').getAttribute('data-hydrated')).toBeNull()
    await page.locator('form button[type="submit"]').click()
    // Still this page, with what was typed: no native submission carried it away.
    expect(new URL(page.url()).search).toBe('')
    await expect.poll(entry.held).toBeGreaterThan(0)
    entry.release()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(new URL(page.url()).search).toBe('')
    expect(outbox().find((m) => m.template_params.message === message)?.template_params.from_name).toBe('Ana Ruiz')
  })

  test('typing before the page script has loaded starts the form as soon as it arrives', async ({ page }) => {
    const entry = await holdRequests(page, /\/assets\/entries\//)
    await open(page, '/contact/', { waitUntil: 'domcontentloaded' })
    await fill(page, { name: 'Ana Ruiz' })
    expect(await page.locator('[data-island="contactForm"]').getAttribute('data-hydrated')).toBeNull()
    entry.release()
    await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-hydrated', 'true', {
      timeout: 10_000,
    })
    await expect(page.locator('form [name="name"]')).toHaveValue('Ana Ruiz')
  })

  test('Spanish page: Spanish states and notices', async ({ page }) => {
    await open(page, '/es/contact/')
    const send = await holdRequests(page, SEND)
    await fill(page, { name: 'Luis', email: 'luis@correo.es', message: unique() })
    await expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-hydrated', 'true')
    const submit = page.locator('form button[type="submit"]')
    await submit.click()
    await expect(submit).toHaveText('Enviando…')
    send.release()
    await expect(page.getByRole('status')).toContainText('Mensaje enviado')
  })

  for (const [status, text] of [
    [403, 'Forbidden'],
    [451, 'Unavailable For Headless Browser'],
    [500, 'Internal Server Error'],
  ] as const) {
    test(`a ${status} answer says the service refused it, keeps everything typed, offers a retry and a filled mail link`, async ({
      page,
    }) => {
      await open(page)
      const errors: string[] = []
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
      await page.route(SEND, (route) =>
        route.fulfill({ status, body: text, headers: { 'access-control-allow-origin': '*' } }),
      )
      const values = { name: 'Ana', email: 'ana@x.io', company: 'Norte', message: 'Keep me, please.\nSecond line.' }
      await fill(page, values)
      await page.locator('form button[type="submit"]').click()
      const alert = page.getByRole('alert')
      await expect(alert).toContainText('Error')
      await expect(alert).toContainText('Failed to send message. Please try again or email us directly.')
      await expect(alert).toContainText('Our mail service turned the message down.')
      await expect(alert).toContainText('Your message is still in the form and saved in this browser tab.')
      await expect(alert.getByRole('button', { name: 'Try again' })).toBeVisible()
      const mail = alert.getByRole('link', { name: 'Email it to hello@example.com' })
      const parts = mailtoParts((await mail.getAttribute('href'))!)
      expect(parts).toMatchObject({
        to: 'hello@example.com',
        subject: 'Message from the Arcline website',
        body: 'Keep me, please.\r\nSecond line.\r\n\r\nAna\r\nNorte\r\nana@x.io',
      })
      expect(parts.rawBody).toContain('please.%0D%0ASecond')
      for (const [name, value] of Object.entries(values))
        await expect(page.locator(`form [name="${name}"]`)).toHaveValue(value)
      expect(errors.some((e) => e.includes('[contact] message not sent'))).toBe(true)
    })
  }

  test('a network failure says so and keeps the text; "Try again" sends, unthrottled', async ({ page }) => {
    await open(page)
    let fail = true
    await page.route(SEND, (route) => (fail ? route.abort('connectionrefused') : route.continue()))
    const message = unique()
    await fill(page, { name: 'Ana', email: 'ana@x.io', message })
    await page.locator('form button[type="submit"]').click()
    const alert = page.getByRole('alert')
    await expect(alert).toContainText('We couldn’t reach our mail service. Please check your internet connection.')
    await expect(page.locator('form [name="message"]')).toHaveValue(message)
    fail = false
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('status')).toContainText('Message sent')
    await expect(page.locator('[data-notice="error"]')).toHaveCount(0)
    expect(outbox().filter((m) => m.template_params.message === message)).toHaveLength(1)
  })

  test('a 429 answer gets its own message', async ({ page }) => {
    await open(page)
    await page.route(SEND, (route) =>
      route.fulfill({ status: 429, body: 'Too Many Requests', headers: { 'access-control-allow-origin': '*' } }),
    )
    await fill(page, { name: 'Ana', email: 'ana@x.io', message: 'Hi' })
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('alert')).toContainText('Please try again in a minute')
    await expect(page.locator('form [name="message"]')).toHaveValue('Hi')
  })

  test('the library throttles a second message from the same browser, without a request', async ({ page }) => {
    await open(page)
    let sent = 0
    page.on('request', (r) => r.url() === SEND && r.method() === 'POST' && sent++)
    await fill(page, { name: 'Ana', email: 'ana@x.io', message: unique() })
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('status')).toContainText('Message sent')
    const second = unique()
    await fill(page, { name: 'Ana', email: 'ana@x.io', message: second })
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('alert')).toContainText('Please try again in a minute')
    await expect(page.locator('form [name="message"]')).toHaveValue(second)
    expect(sent).toBe(1)
    expect(await page.evaluate(() => localStorage.getItem('contact-form'))).toMatch(/^\d+$/)
  })

  test('a second click while sending sends nothing more', async ({ page }) => {
    await open(page)
    let sent = 0
    page.on('request', (r) => r.url() === SEND && r.method() === 'POST' && sent++)
    const send = await holdRequests(page, SEND)
    await fill(page, { name: 'Ana', email: 'ana@x.io', message: unique() })
    const submit = page.locator('form button[type="submit"]')
    await submit.click()
    await submit.click({ force: true })
    await page.locator('form').evaluate((f: HTMLFormElement) => f.requestSubmit())
    await expect(submit).toBeDisabled()
    send.release()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(sent).toBe(1)
  })

  test('a filled honeypot drops the message silently', async ({ page }) => {
    await open(page)
    let sent = 0
    page.on('request', (r) => r.url() === SEND && sent++)
    await fill(page, { name: 'Bot', email: 'bot@spam.io', message: 'Buy now' })
    await page.locator('form [name="website"]').evaluate((el: HTMLInputElement) => (el.value = 'http://spam.example'))
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(sent).toBe(0)
  })

  test('what was typed before the form hydrated is kept and sent', async ({ page }) => {
    await open(page)
    const message = unique()
    // Type straight into the server-rendered inputs, then submit: the held submit is replayed.
    await page.locator('form [name="name"]').pressSequentially('Early Bird', { delay: 5 })
    await fill(page, { email: 'early@bird.io', message })
    await page.locator('form button[type="submit"]').click()
    await expect(page.getByRole('status')).toContainText('Message sent')
    expect(outbox().find((m) => m.template_params.message === message)?.template_params.from_name).toBe('Early Bird')
  })
})

test.describe('contact form: validation before any send', () => {
  for (const [url, t] of [
    [
      '/contact/',
      {
        name: /name/i,
        email: /email/i,
        message: /message/i,
        invalid: /valid email/i,
        long: /to 100 characters or fewer/i,
      },
    ],
    [
      '/es/contact/',
      {
        name: /nombre/i,
        email: /correo/i,
        message: /mensaje/i,
        invalid: /correo válido/i,
        long: /hasta 100 caracteres/i,
      },
    ],
  ] as const) {
    test(`${url}: required, whitespace, email shape and length messages, tied to the fields`, async ({ page }) => {
      await open(page, url)
      let sent = 0
      page.on('request', (r) => r.url() === SEND && sent++)
      await fill(page, { name: '   ', message: '\n  ' })
      await page.locator('form button[type="submit"]').click()
      for (const [field, re] of [
        ['name', t.name],
        ['email', t.email],
        ['message', t.message],
      ] as const) {
        const input = page.locator(`form [name="${field}"]`)
        await expect(input).toHaveAttribute('aria-invalid', 'true')
        const describedBy = (await input.getAttribute('aria-describedby'))!
        await expect(page.locator(`#${describedBy.split(' ').at(-1)}`)).toHaveText(re)
      }
      await expect(page.locator('form [name="name"]')).toBeFocused()
      await fill(page, { name: 'x'.repeat(101), email: 'not-an-email', message: 'Hola' })
      await page.locator('form button[type="submit"]').click()
      await expect(page.locator('#contact-name-error')).toHaveText(t.long)
      await expect(page.locator('#contact-email-error')).toHaveText(t.invalid)
      await expect(page.locator('#contact-message-error')).toHaveCount(0)
      await fill(page, { name: 'Ana' })
      await expect(page.locator('#contact-name-error')).toHaveCount(0)
      expect(sent).toBe(0)
    })
  }
})

test.describe('contact form without JavaScript', () => {
  test('offers the address instead of a form that cannot send', async ({ browser }) => {
    const context = await browser.newContext({ javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/contact/')
    await expect(page.locator('form')).toBeHidden()
    await expect(page.locator('main').getByText('This form needs JavaScript')).toBeVisible()
    await expect(page.locator('main a[href="mailto:hello@example.com"]').first()).toBeVisible()
    await context.close()
  })
})
