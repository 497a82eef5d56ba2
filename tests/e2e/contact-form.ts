/** What the contact form's specs share: the outbox, opening the page, filling the form, the mail link. */
import { readFileSync } from 'node:fs'
import { expect, type Page } from '@playwright/test'
import { blockThirdParties, settle } from './helpers.ts'
import { OUTBOX_ORIGIN } from './ports.ts'

export const OUTBOX = '.data/e2e/outbox.jsonl'
export const SEND = `${OUTBOX_ORIGIN}/api/v1.0/email/send`
export const DRAFT_KEY = 'contact-form-draft'

export type Values = Partial<Record<'name' | 'email' | 'company' | 'message', string>>

/** Every message the e2e outbox has received. */
export function outbox(): { template_params: Record<string, string> }[] {
  try {
    return readFileSync(OUTBOX, 'utf8')
      .trim()
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l))
  } catch {
    return []
  }
}

/** How many times the outbox received this message. */
export const received = (message: string) => outbox().filter((m) => m.template_params.message === message).length

export async function open(page: Page, url = '/contact/', options: { waitUntil?: 'load' | 'domcontentloaded' } = {}) {
  await blockThirdParties(page)
  await settle(page, url)
  await page.goto(url, options)
}

export async function fill(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values)) await page.locator(`form [name="${name}"]`).fill(value)
}

export async function expectValues(page: Page, values: Values) {
  for (const [name, value] of Object.entries(values))
    await expect(page.locator(`form [name="${name}"]`)).toHaveValue(value)
}

/** The form's island has hydrated: its own handlers are attached. */
export const hydrated = (page: Page) =>
  expect(page.locator('[data-island="contactForm"]')).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 })

export const unique = () => `Hello from test ${Date.now()}-${Math.random().toString(36).slice(2, 8)}`

/** Counts the form's POSTs to the mail service (whatever their fate). */
export function countSends(page: Page) {
  let sent = 0
  page.on('request', (r) => r.url() === SEND && r.method() === 'POST' && sent++)
  return () => sent
}

/** The mail link's address, subject and body as a mail client reads them. */
export function mailtoParts(href: string) {
  expect(href).toMatch(/^mailto:[^?]+\?subject=[^&]*&body=[^&]*$/)
  const [to, query] = href.slice('mailto:'.length).split('?') as [string, string]
  const [subject, body] = query.split('&').map((p) => p.slice(p.indexOf('=') + 1)) as [string, string]
  return {
    to,
    subject: decodeURIComponent(subject),
    body: decodeURIComponent(body),
    rawBody: body,
    length: href.length,
  }
}
