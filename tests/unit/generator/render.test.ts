import { describe, expect, it } from 'vitest'
import { inject, readInjection } from '../../../generator/build/render.ts'

const ours =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>t</title></head><body><main>x</main></body></html>'
const link = '<link rel="stylesheet" type="text/css" href="/assets/static/site.abc.css">'
const entry = '<script src="/assets/entries/renderer_client.abc.js" type="module" async></script>'
const byVike = ours.replace('<head>', `<head>${link}`).replace('</body>', `${entry}</body>`)

describe('the build renders as vike does', () => {
  it('reads what vike added (its stylesheet after <head>, its entry before </body>) and adds the same to any page', () => {
    const injection = readInjection('/', byVike, ours)
    expect(injection).toEqual({ stylesheets: link, entry })
    const other = ours.replace('<main>x</main>', '<main>y</main>')
    expect(inject(other, injection)).toBe(byVike.replace('<main>x</main>', '<main>y</main>'))
  })

  it('stops the build, naming the page and where the two differ, when vike writes anything else', () => {
    const moved = ours.replace('<title>', `${link}<title>`).replace('</body>', `${entry}</body>`)
    expect(() => readInjection('/about/', moved, ours)).toThrow(/\/about\/: the page renderer .*\(at character \d+/)
    const extra = byVike.replace('</html>', '<!-- vike -->\n</html>')
    expect(() => readInjection('/', extra, ours)).toThrow(/no longer writes what vike's renderPage writes/)
  })
})
