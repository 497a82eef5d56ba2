import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { imageClassOf } from '../../../site/images.ts'

/** Every SVG under public/images, as a site path ("/images/illustrations/story.svg"). */
function svgs(dir = 'public/images'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? svgs(join(dir, e.name))
      : e.name.endsWith('.svg')
        ? [`/${join(dir, e.name).slice('public/'.length)}`]
        : [],
  )
}

describe('images without words', () => {
  it('a drawing classed as carrying no words has none inside it, not even an English <title>', () => {
    const wordless = svgs().filter((path) => imageClassOf(path)?.text === false)
    expect(wordless.length).toBeGreaterThanOrEqual(4) // two illustrations, two portraits
    for (const path of wordless) {
      // The page's <img alt> names the image, in the page's language (issue 40: English <title> on /es).
      expect(readFileSync(join('public', path), 'utf8'), path).not.toMatch(/<(title|desc|text)\b/)
    }
  })
})
