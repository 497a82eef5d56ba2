/**
 * `npm run spellcheck` (part of `npm run lint`): every visitor-facing string,
 * English against en-US (British spellings fail) and Spanish against es-ES.
 * Exit 1 with file, key and word for each problem.
 */
import { visitorStrings } from './spelling/collect.ts'
import { loadSiteConfig } from '../site/config.ts'
import { configuredNames, spellCheck } from './spelling/check.ts'

const started = Date.now()
const strings = visitorStrings()
const problems = await spellCheck(strings, process.cwd(), configuredNames(loadSiteConfig()))
for (const p of problems) console.log(`${p.file} › ${p.key}: ${p.message}\n    fix: ${p.hint}`)
const counts = `${strings.filter((s) => s.lang === 'en').length} English and ${strings.filter((s) => s.lang === 'es').length} Spanish strings`
if (problems.length > 0) {
  console.log(`\n✖ Spelling: ${problems.length} problem${problems.length === 1 ? '' : 's'} in ${counts}`)
  process.exit(1)
}
console.log(`✔ Spelling: ${counts} checked in ${((Date.now() - started) / 1000).toFixed(1)} s`)
