/**
 * npm run screens
 * Draws every product screen in English and Spanish from its copy
 * (locales/i18n/<lang>/screens.ts) into public/images/mock/ and
 * public/media/, and lists each text too wide for its place. No browser: the
 * build's check draws them the same way and fails when a file is stale.
 * `npm run assets` runs this first, then renders the tour's poster and clip.
 */
import '../generator/cli/languages-first.ts'
import { writeFileSync } from 'node:fs'
import { drawScreens } from '../generator/screens/index.ts'

let overflows = 0
for (const screen of drawScreens()) {
  writeFileSync(screen.file, screen.svg)
  for (const o of screen.overflows) {
    overflows++
    console.error(`${screen.file}: ${o.key} "${o.text}" takes ${o.width} ${o.unit}; its place holds ${o.max}`)
  }
}
console.log(`screens drawn${overflows ? `, ${overflows} texts too wide` : ''}`)
if (overflows) process.exitCode = 1
