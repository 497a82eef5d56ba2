/**
 * A problem of a route in site.manifest.ts is named at the line that writes it, and a required field
 * left out says it is missing, with the default language's value of it when another language's is the
 * one missing (generator/checks/index.ts routeFieldLine, site/schema/manifest.ts).
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { routeFieldLine, runChecks } from '../../../generator/checks/index.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { cloneManifest, route } from '../../fixtures/util.ts'

const config = loadSiteConfig({ env: {}, mode: 'development' })
const source = readFileSync('site.manifest.ts', 'utf8')
const lines = source.split('\n')
/** The 1-based line of the first line at or after `from` (1-based) that contains `text`. */
const lineOf = (text: string, from = 1) => lines.findIndex((l, i) => i >= from - 1 && l.includes(text)) + 1

describe('routeFieldLine', () => {
  const about = lineOf("path: '/about'")
  it('finds a field of a route, and for a field left out the object that should hold it', () => {
    const es = lineOf('es: {', about)
    expect(routeFieldLine(source, '/about', 'seo.es.title')).toBe(lineOf('title:', es))
    expect(routeFieldLine(source, '/about', 'seo.es.nothing')).toBe(es)
    expect(routeFieldLine(source, '/about', 'sections[1].props')).toBe(lineOf('sections:', about))
  })

  it('finds a route by its place in the list, as a duplicate path is named', () => {
    const third = cloneManifest().routes[2]!.path
    expect(routeFieldLine(source, '/whatever', 'routes[2].path')).toBe(lineOf(`path: '${third}'`))
  })

  it('gives no line for a place past the routes the file writes (a collection’s page)', () => {
    expect(routeFieldLine(source, '/whatever', `routes[${cloneManifest().routes.length}]`)).toBeUndefined()
  })

  it('gives no line for a key that is not the route’s own, nor for a route the file does not write', () => {
    expect(routeFieldLine(source, '/about', 'navigation.footer.groups[1].links[3].to')).toBeUndefined()
    expect(routeFieldLine(source, '/no-such-page', 'seo.en.title')).toBeUndefined()
  })
})

describe('a required field left out', () => {
  it('is "missing", at its route\'s line for it, with the English value to translate', () => {
    const m = cloneManifest()
    const seo = route(m, '/about').seo as { en: { title: string }; es: { title?: string } }
    delete seo.es.title
    const [problem] = runChecks({ raw: m, config }).byCheck.get('schema')!
    expect(problem).toMatchObject({
      file: 'site.manifest.ts',
      route: '/about',
      key: 'seo.es.title',
      message: 'missing: title (a string) is required',
      // The file on disk still writes the title (the manifest is changed in memory): its line.
      line: lineOf('title:', lineOf('es: {', lineOf("path: '/about'"))),
    })
    expect(problem!.hint).toBe(`write title: … in Spanish; in English it is ${JSON.stringify(seo.en.title)}`)
  })
})
