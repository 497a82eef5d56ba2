/** The placeholder list: printed by `npm run check -- --placeholders`, kept in docs/placeholders.md. */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import {
  formatPlaceholders,
  placeholderEntries,
  placeholdersDoc,
  PLACEHOLDERS_DOC,
} from '../../../generator/placeholders.ts'
import { loadSiteConfig } from '../../../site/config.ts'
import { factPlaceholders } from '../../../locales/placeholders.ts'
import { CONFIG_PLACEHOLDERS } from '../../../generator/checks/literals.ts'

const REPO = resolve(import.meta.dirname, '../../..')
const config = loadSiteConfig({ env: { SITE_BRAND: 'Northstar' }, mode: 'development' })

describe('placeholders', () => {
  it('lists every placeholder with its value in each language and where it is set', () => {
    const entries = placeholderEntries(config)
    expect(entries.map((e) => e.name).sort()).toEqual(
      [...Object.keys(factPlaceholders('en')), ...Object.keys(CONFIG_PLACEHOLDERS)].sort(),
    )
    const text = formatPlaceholders(entries)
    expect(text).toMatch(/^ {2}\{brand\} +en: Northstar +es: Northstar {2}\(SITE_BRAND\)$/m)
    expect(text).toMatch(/^ {2}\{price\} +en: \$500 +es: US\$500$/m)
    expect(text).toMatch(/^ {2}\{replyTime\} +en: within 24 hours on business days\n +es: en menos de 24 horas/m)
  })

  it('docs/placeholders.md is current (regenerate: npm run check -- --placeholders --write)', async () => {
    const written = readFileSync(join(REPO, PLACEHOLDERS_DOC), 'utf8')
    expect(written).toBe(await placeholdersDoc(REPO))
    // The doc holds the local defaults, whatever this machine's environment says.
    expect(written).toMatch(/^\| `\{brand\}` +\| Arcline +\|/m)
  })
})
