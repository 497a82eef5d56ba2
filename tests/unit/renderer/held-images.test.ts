import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HOLDING_ATTRIBUTE, HOLD_ATTRIBUTE, NEAR_ATTRIBUTE } from '../../../renderer/inline/held-images.ts'

describe('held images', () => {
  it('the stylesheet hides a held image under the attributes the pre-paint script sets, on screens only', () => {
    const css = readFileSync('renderer/styles.css', 'utf8')
    const rule = `[${HOLDING_ATTRIBUTE}] [${HOLD_ATTRIBUTE}]:not([${NEAR_ATTRIBUTE}]) > img {\n    display: none;\n  }`
    expect(css).toContain(`@media screen {\n  ${rule}\n}`)
  })
})
