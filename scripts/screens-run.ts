/**
 * The body of `scripts/screens.ts`, loaded once the language declaration has
 * passed (see there).
 */
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
