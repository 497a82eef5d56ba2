/**
 * The build reaches into one dependency past its public API: it replaces
 * html-validate's `HtmlElement.prototype.querySelectorImpl` (and two other
 * lookups: generator/html-checks/validate.ts). It is pinned to one exact
 * version; these tests fail, naming the dependency and what to check, once
 * an upgrade moves the version or the internals. (vike is used through its
 * public API only: generator/prerender/render.ts.)
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { HtmlElement, HtmlValidate, Parser } from 'html-validate'
import { describe, expect, it } from 'vitest'
import { originalLookups, speedUpElementLookups, VALIDATOR_CONFIG } from '../../../generator/html-checks/validate.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const manifest = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>
  devDependencies?: Record<string, string>
}
const pinned = (name: string) => manifest.dependencies?.[name] ?? manifest.devDependencies?.[name]
const installed = (name: string) =>
  (JSON.parse(readFileSync(join(ROOT, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version

const HTML_VALIDATE_CHECK =
  'generator/html-checks/validate.ts replaces HtmlElement.prototype.querySelectorImpl, matches and getElementsByTagName: ' +
  "read the new version's src/dom/htmlelement.ts, keep the replacements only if they still return what the originals " +
  'return (tests/unit/generator/html-checks.test.ts compares them), then pin the new version exactly here and in package.json'

describe('dependencies the build patches', () => {
  it.each([['html-validate', '10.17.0', HTML_VALIDATE_CHECK]])(
    '%s is pinned to %s exactly, and that version is installed',
    (name, version, check) => {
      expect(pinned(name), `package.json must pin ${name} exactly (no ^ or ~): ${check}`).toBe(version)
      expect(installed(name), `${name} ${installed(name)} is installed where ${version} was checked: ${check}`).toBe(
        version,
      )
    },
  )

  it("html-validate: querySelectorImpl is a generator on HtmlElement's prototype, and every query goes through it", () => {
    speedUpElementLookups()
    const original = originalLookups()
    const GeneratorFunction = Object.getPrototypeOf(function* () {}).constructor as new () => unknown
    expect(original?.querySelectorImpl, `html-validate: ${HTML_VALIDATE_CHECK}`).toBeInstanceOf(GeneratorFunction)
    expect(
      typeof original?.matches,
      `html-validate: HtmlElement.prototype.matches is gone; ${HTML_VALIDATE_CHECK}`,
    ).toBe('function')
    expect(
      typeof original?.getElementsByTagName,
      `html-validate: HtmlElement.prototype.getElementsByTagName is gone; ${HTML_VALIDATE_CHECK}`,
    ).toBe('function')

    const root = new Parser(new HtmlValidate(VALIDATOR_CONFIG).getConfigForSync('page.html')).parseHtml(
      '<!doctype html><html lang="en"><head><title>t</title></head><body><h1>a</h1><p id="x">b</p></body></html>',
    )
    const proto = HtmlElement.prototype as unknown as {
      querySelectorImpl(this: HtmlElement, s: string): Generator<HtmlElement>
    }
    const patched = proto.querySelectorImpl
    let calls = 0
    proto.querySelectorImpl = function* (selector) {
      calls++
      yield* patched.call(this, selector)
    }
    try {
      expect(root.querySelectorAll('h1, #x').map((e) => e.tagName)).toEqual(['h1', 'p'])
      expect(root.querySelector('#x')?.tagName).toBe('p')
    } finally {
      proto.querySelectorImpl = patched
    }
    expect(
      calls,
      `html-validate's querySelectorAll/querySelector no longer call querySelectorImpl, so the patch does nothing: ${HTML_VALIDATE_CHECK}`,
    ).toBe(2)
  })
})
