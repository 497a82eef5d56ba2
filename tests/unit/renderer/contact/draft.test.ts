/**
 * The contact form's draft keeper as it ships (the inline script after the
 * island), in a real browser: what is typed survives a reload, only the
 * form's own fields are kept, and a blocked storage breaks nothing.
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { contactDraftScript } from '../../../../renderer/inline/scripts.ts'
import { CHROMIUM_ARGS, testChromiumPath } from '../../../../scripts/chromium.ts'
import { STORAGE_KEYS } from '../../../../site/storage.ts'

const KEY = STORAGE_KEYS.contactDraft
const FORM = `<div data-island="contactForm" data-early="island"><form>
  <input name="name"><input name="email" type="email"><input name="company">
  <textarea name="message"></textarea><input name="website">
</form></div>`

let browser: Browser
beforeAll(async () => {
  browser = await chromium.launch({ executablePath: testChromiumPath(), args: CHROMIUM_ARGS })
})
afterAll(async () => {
  await browser.close()
})

/** A page at http://site.test/contact/ with the form and the script, as Contact.tsx renders them. */
async function open(options: { before?: string } = {}): Promise<{ page: Page; errors: string[] }> {
  const page = await (await browser.newContext()).newPage()
  page.setDefaultTimeout(10_000)
  const errors: string[] = []
  page.on('pageerror', (e) => errors.push(e.message))
  await page.route('http://site.test/**', (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html><head>${options.before ?? ''}</head><body>${FORM}<script>${contactDraftScript()}</script></body></html>`,
    }),
  )
  await page.goto('http://site.test/contact/')
  return { page, errors }
}

const stored = (page: Page) => page.evaluate((k) => sessionStorage.getItem(k), KEY)
const values = (page: Page) =>
  page.evaluate(() =>
    Object.fromEntries([...document.querySelectorAll<HTMLInputElement>('form [name]')].map((f) => [f.name, f.value])),
  )
const marked = (page: Page) => page.evaluate(() => document.querySelector('[data-island]')!.hasAttribute('data-draft'))

describe('the contact form keeps a draft in this tab', () => {
  it('keeps every keystroke and puts it back after a reload, marked as restored', async () => {
    const { page, errors } = await open()
    expect(await marked(page)).toBe(false)
    await page.fill('[name="name"]', 'Ana Ruiz')
    await page.fill('[name="message"]', 'Line one\nLine two  ')
    await page.fill('[name="website"]', 'http://spam.example')
    expect(JSON.parse((await stored(page))!)).toEqual({
      name: 'Ana Ruiz',
      email: '',
      company: '',
      message: 'Line one\nLine two  ',
    })
    await page.reload()
    expect(await values(page)).toEqual({
      name: 'Ana Ruiz',
      email: '',
      company: '',
      message: 'Line one\nLine two  ',
      website: '',
    })
    expect(await marked(page)).toBe(true)
    expect(errors).toEqual([])
  })

  it('forgets the draft once every field is emptied, and restores no whitespace-only draft', async () => {
    const { page } = await open()
    await page.fill('[name="company"]', 'Norte')
    expect(await stored(page)).not.toBeNull()
    await page.reload()
    expect(await marked(page)).toBe(true)
    await page.fill('[name="company"]', '')
    expect(await stored(page)).toBeNull()
    expect(await marked(page)).toBe(false)
    await page.evaluate((k) => sessionStorage.setItem(k, JSON.stringify({ name: '  ', message: '\n' })), KEY)
    await page.reload()
    expect(await marked(page)).toBe(false)
    expect(Object.values(await values(page)).every((v) => v === '')).toBe(true)
  })

  it('never overwrites a field that already holds text, and ignores a corrupt draft', async () => {
    const { page, errors } = await open()
    await page.evaluate(
      (k) => sessionStorage.setItem(k, JSON.stringify({ name: 'Kept', email: 'kept@x.io', message: 42 })),
      KEY,
    )
    // The browser's own form restoration, standing in: the name already holds other text.
    await page.route('http://site.test/**', (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html><body>${FORM.replace('<input name="name">', '<input name="name" value="Typed">')}<script>${contactDraftScript()}</script></body></html>`,
      }),
    )
    await page.reload()
    expect(await values(page)).toMatchObject({ name: 'Typed', email: 'kept@x.io', message: '' })
    await page.evaluate((k) => sessionStorage.setItem(k, '{not json'), KEY)
    await page.reload()
    expect(await marked(page)).toBe(false)
    expect(errors).toEqual([])
  })

  it('with session storage blocked, the form still takes text and nothing throws', async () => {
    const block = `<script>Object.defineProperty(window, 'sessionStorage', { get() { throw new DOMException('blocked', 'SecurityError') } })</script>`
    const { page, errors } = await open({ before: block })
    await page.fill('[name="message"]', 'Still here')
    expect(await values(page)).toMatchObject({ message: 'Still here' })
    expect(errors).toEqual([])
  })
})
