import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  CONFIG_DOC,
  ENV_EXAMPLE,
  renderConfigDoc,
  renderConfigTables,
  renderEnvExample,
} from '../../../generator/emit/config-docs.ts'
import { ENV_NAMES, specOf } from '../../../site/env.ts'

const STALE = 'stale: run `npm run config:docs` (it writes it from site/env.ts) and commit the result'

describe('configuration docs, generated from the one list of variables', () => {
  it(`${CONFIG_DOC} is current`, async () => {
    const current = readFileSync(CONFIG_DOC, 'utf8')
    expect(current === (await renderConfigDoc(current)), `${CONFIG_DOC} is ${STALE}`).toBe(true)
  })

  it(`${ENV_EXAMPLE} is current`, () => {
    expect(readFileSync(ENV_EXAMPLE, 'utf8') === renderEnvExample(), `${ENV_EXAMPLE} is ${STALE}`).toBe(true)
  })

  it('lists every variable once and marks the ones production requires', () => {
    const tables = renderConfigTables()
    for (const name of ENV_NAMES) {
      const rows = tables.split('\n').filter((line) => line.startsWith(`| \`${name}\` |`))
      expect(rows, name).toHaveLength(1)
      expect(rows[0]!.includes('**required**'), name).toBe(specOf(name).production === 'required')
    }
  })

  it('leaves every required variable empty in the template, so a copied template is refused until filled in', () => {
    const example = renderEnvExample()
    for (const name of ENV_NAMES.filter((n) => specOf(n).production === 'required'))
      expect(example).toMatch(new RegExp(`^${name}=$`, 'm'))
  })
})
