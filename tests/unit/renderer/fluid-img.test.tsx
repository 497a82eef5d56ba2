import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import { FluidImg } from '../../../renderer/ui/Img.tsx'

describe('a fluid image (renderer/ui/Img.tsx)', () => {
  it('is held in a box of its ratio that carries its name; the image inside has its size and an empty alt', () => {
    const html = renderToString(<FluidImg src="/images/illustrations/story.svg" alt="A calm dashboard" />)
    expect(html).toMatch(/^<span class="block aspect-4\/3" role="img" aria-label="A calm dashboard" data-hold-img="">/)
    expect(html).toContain(
      '<img src="/images/illustrations/story.svg" alt="" class="h-auto w-full" width="640" height="480" loading="lazy"',
    )
    expect(renderToString(<FluidImg src="/images/mock/connect.svg" alt="" className="rounded-2xl" />)).toMatch(
      /^<span class="block aspect-3\/2" data-hold-img=""><img [^>]*class="h-auto w-full rounded-2xl"/,
    )
  })

  it('of a ratio no box has, fails the build naming the file and where to add the ratio', () => {
    expect(() => renderToString(<FluidImg src="/images/logos/partners.webp" alt="" />)).toThrow(
      /public\/images\/logos\/partners\.webp is 862×64 \(431\/32\): no box of that ratio .* RATIO_CLASSES in renderer\/ui\/Img\.tsx/,
    )
  })
})
