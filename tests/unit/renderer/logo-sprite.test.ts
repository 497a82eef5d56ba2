import { cpSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { logoSprite, logoSpriteLayout, SPRITE_CSS_FILE, spriteCss } from '../../../renderer/logo-sprite.ts'
import { LogoImg } from '../../../renderer/ui/Img.tsx'

/** A copy of what the sprites are made from and of what `npm run assets` drew from it. */
function copy(): string {
  const root = mkdtempSync(join(tmpdir(), 'logo-sprite-'))
  for (const path of ['scripts/assets/logos', 'public/images/logos', SPRITE_CSS_FILE])
    cpSync(path, join(root, path), { recursive: true })
  return root
}

describe('logo sprites (renderer/logo-sprite.ts)', () => {
  it('lays the logos of a kind side by side, in file-name order, from their SVG sizes', () => {
    const { cells, width, height } = logoSpriteLayout('partners')
    expect(Object.keys(cells)).toEqual(['google', 'linkedin', 'meta', 'tiktok'])
    expect(cells.google).toEqual({ x: 0, width: 105, height: 32 })
    expect(cells.linkedin!.x).toBe(105 + 4)
    expect({ width, height }).toEqual({ width: 105 + 118 + 96 + 100 + 3 * 4, height: 32 })
  })

  it('frames each cell: the logo’s shape, the sprite shifted by its offset in the box’s own width', () => {
    const css = spriteCss([logoSpriteLayout('partners')])
    expect(css).toContain('.logo-partners-meta {\n  aspect-ratio: 96 / 32;\n}')
    expect(css).toContain(`.logo-partners-meta > img {\n  margin-left: -${(231 / 96) * 100}%;\n}`)
    expect(css).not.toContain('.logo-partners-google > img')
  })

  it('the committed sprites and stylesheet match the sources; a stale one fails the build, saying what to run', () => {
    expect(() => logoSprite('brands')).not.toThrow()
    const root = copy()
    writeFileSync(join(root, SPRITE_CSS_FILE), '/* hand-edited */\n')
    expect(() => logoSprite('partners', root)).toThrow(
      'renderer/logo-sprites.css does not match the logos in scripts/assets/logos/: run `npm run assets` to draw the logo sprites again',
    )
    const wider = copy()
    const svg = join(wider, 'scripts/assets/logos/partners/meta.svg')
    writeFileSync(svg, '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="32" viewBox="0 0 120 32"></svg>')
    expect(() => logoSprite('partners', wider)).toThrow(
      /partners\.webp is 862×64, the logos .* need 910×64: run `npm run assets`/,
    )
  })

  it('shows a logo as the whole sprite, lazily loaded and held, in a box that shows its cell and carries its name', () => {
    const html = renderToString(createElement(LogoImg, { kind: 'partners', id: 'meta', alt: 'Meta', className: 'h-6' }))
    expect(html).toBe(
      '<span class="logo-cell logo-partners-meta h-6" role="img" aria-label="Meta" data-hold-img=""><img src="/images/logos/partners.webp" alt="" width="431" height="32" loading="lazy" decoding="async"/></span>',
    )
    // A decorative copy (empty alt): no role, no name.
    expect(renderToString(createElement(LogoImg, { kind: 'partners', id: 'meta', alt: '' }))).toBe(
      '<span class="logo-cell logo-partners-meta" data-hold-img=""><img src="/images/logos/partners.webp" alt="" width="431" height="32" loading="lazy" decoding="async"/></span>',
    )
    expect(() => renderToString(createElement(LogoImg, { kind: 'partners', id: 'myspace', alt: '' }))).toThrow(
      'no logo "myspace"',
    )
  })
})
