import { describe, expect, it } from 'vitest'
import { MAILTO_MAX, mailtoHref } from '../../../../renderer/sections/contact/mailto.ts'

const text = { subject: 'Message from the Arcline website', cut: '[The rest is still in the form.]' }
const values = { name: 'Ana Ruiz', email: 'ana@empresa.mx', company: 'Café Norte', message: 'Hola,\nsecond line' }

/** The link's parts as a mail client reads them. */
function parse(href: string) {
  const url = new URL(href)
  expect(url.protocol).toBe('mailto:')
  const query = href.slice(href.indexOf('?') + 1)
  const params = Object.fromEntries(query.split('&').map((p) => p.split('=') as [string, string]))
  return {
    to: url.pathname,
    subject: decodeURIComponent(params.subject!),
    body: decodeURIComponent(params.body!),
    rawBody: params.body!,
  }
}

describe('the mail link of a failed send', () => {
  it('carries the subject, the message with CRLF line breaks, and the sender as a sign-off', () => {
    const href = mailtoHref('hello@example.com', values, text)
    const { to, subject, body, rawBody } = parse(href)
    expect(to).toBe('hello@example.com')
    expect(subject).toBe(text.subject)
    expect(body).toBe('Hola,\r\nsecond line\r\n\r\nAna Ruiz\r\nCafé Norte\r\nana@empresa.mx')
    expect(rawBody).toContain('Hola%2C%0D%0Asecond%20line')
    expect(rawBody).not.toMatch(/[\s+]/)
    expect(body).not.toContain(text.cut)
  })

  it('leaves out an empty company and trims what was typed', () => {
    const { body } = parse(mailtoHref('hello@example.com', { ...values, company: ' ', message: '  Hi \r\n' }, text))
    expect(body).toBe('Hi\r\n\r\nAna Ruiz\r\nana@empresa.mx')
  })

  it(`cuts a long message to keep the link within ${MAILTO_MAX} characters, at a word, with the note`, () => {
    const words = Array.from({ length: 1200 }, (_, i) => `word${i}`).join(' ')
    const href = mailtoHref('hello@example.com', { ...values, message: words }, text)
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX)
    expect(href.length).toBeGreaterThan(MAILTO_MAX - 60)
    const { body } = parse(href)
    const [kept] = body.split('…')
    expect(words.startsWith(kept!)).toBe(true)
    expect(words[kept!.length]).toBe(' ')
    expect(body.endsWith(`…\r\n\r\n${text.cut}\r\n\r\nAna Ruiz\r\nCafé Norte\r\nana@empresa.mx`)).toBe(true)
  })

  it('never splits a character: emoji, accents and a lone surrogate', () => {
    const message = `${'¿Qué tal? 🙂 '.repeat(400)}\ud800 end`
    for (const max of [MAILTO_MAX, 1000, 777]) {
      const href = mailtoHref('hello@example.com', { ...values, message }, text, max)
      expect(href.length).toBeLessThanOrEqual(max)
      const { body } = parse(href)
      expect(body).toContain(text.cut)
      expect(body).not.toMatch(/[\ud800-\udbff](?![\udc00-\udfff])/)
    }
    const short = parse(mailtoHref('hello@example.com', { ...values, message: 'a\ud800b' }, text))
    expect(short.body.startsWith('a\ufffdb')).toBe(true)
  })

  it('keeps the sign-off within half the link, however long it is', () => {
    const long = { name: '🙂'.repeat(100), company: '🚀'.repeat(100), email: `${'x'.repeat(240)}@x.io`, message: 'Hi' }
    const href = mailtoHref('hello@example.com', long, text)
    expect(href.length).toBeLessThanOrEqual(MAILTO_MAX)
    expect(parse(href).body.startsWith('Hi')).toBe(true)
  })
})
