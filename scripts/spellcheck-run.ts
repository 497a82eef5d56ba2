/**
 * The body of `scripts/spellcheck.ts`, loaded once the language declaration has
 * passed (see there).
 */
import { visitorStrings } from './spelling/collect.ts'
import { loadSiteConfig } from '../site/config.ts'
import { configuredNames, spellCheck } from './spelling/check.ts'
import { LANGS } from '../site/lang.ts'
import { LANGUAGE_NAME } from '../site/lang-tags.ts'

const started = Date.now()
const strings = visitorStrings()
const problems = await spellCheck(strings, process.cwd(), configuredNames(loadSiteConfig()))
for (const p of problems) console.log(`${p.file} › ${p.key}: ${p.message}\n    fix: ${p.hint}`)
const counts = `${new Intl.ListFormat('en').format(LANGS.map((lang) => `${strings.filter((s) => s.lang === lang).length} ${LANGUAGE_NAME[lang]}`))} strings`
if (problems.length > 0) {
  console.log(`\n✖ Spelling: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${counts}`)
  process.exit(1)
}
console.log(`✔ Spelling: ${counts} checked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
