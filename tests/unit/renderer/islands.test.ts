import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { ISLAND_ATTRIBUTE, ISLAND_NAMES } from '../../../site/islands.ts'
import { ISLAND_SOURCES } from '../../../renderer/islands/sources.ts'
import type { IslandLoader, IslandLoaders } from '../../../renderer/islands/types.ts'

const ROOT = resolve(import.meta.dirname, '../../..')
const RENDERER = join(ROOT, 'renderer')
const walk = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? walk(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  )
const code = (file: string) => readFileSync(file, 'utf8').replace(/^\s*(\*|\/\/|\/\*).*$/gm, '')

// Type tests: `npm run typecheck` fails if either line below compiles (an unused @ts-expect-error is an error).
const loader: IslandLoader = () => Promise.resolve({ default: () => undefined })
// @ts-expect-error a registered island without a client loader does not compile
export const missing = { contactForm: loader, video: loader } satisfies IslandLoaders
// @ts-expect-error a client loader whose island the registry lacks does not compile
export const extra = { contactForm: loader, video: loader, booking: loader, chat: loader } satisfies IslandLoaders

describe('one island list (site/islands.ts)', () => {
  it('loads each island from the client module its registry entry names', () => {
    const loaders = readFileSync(join(RENDERER, 'islands/loaders.ts'), 'utf8')
    const imported = Object.fromEntries(
      [...loaders.matchAll(/^\s*(\w+): \(\) => import\('([^']+)'\)/gm)].map((m) => [
        m[1]!,
        relative(ROOT, resolve(RENDERER, 'islands', m[2]!))
          .split('\\')
          .join('/'),
      ]),
    )
    expect(imported).toEqual(Object.fromEntries(ISLAND_NAMES.map((name) => [name, ISLAND_SOURCES[name].client])))
  })

  it('names every island client one way, <folder>/client.ts(x), and each one is a registered client', () => {
    const clients = walk(RENDERER)
      .map((f) => relative(ROOT, f).split('\\').join('/'))
      .filter((f) => /[/.]client\.tsx?$/.test(f))
    expect(clients.filter((f) => !/\/client\.tsx?$/.test(f))).toEqual([])
    expect(clients.sort()).toEqual(ISLAND_NAMES.map((name) => ISLAND_SOURCES[name].client).sort())
  })

  it('spells the island attribute only in the registry', () => {
    const offenders = walk(RENDERER)
      .filter((f) => code(f).includes(ISLAND_ATTRIBUTE) || /dataset\.island\b/.test(code(f)))
      .map((f) => relative(ROOT, f))
    expect(offenders).toEqual([])
  })
})
