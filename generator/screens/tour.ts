/**
 * The product tour of each language (the click-to-play clip and its poster)
 * is rendered from that language's screens by `npm run assets`, with a
 * browser and ffmpeg, so the build cannot redraw it. What it can do: keep
 * the fingerprint of the screens each file was rendered from
 * (generator/screens/tour-sources.json) and compare it with the screens as
 * they are drawn now; a difference means the tour shows old words.
 */
import { createHash } from 'node:crypto'
import type { Lang } from '../../site/lang.ts'
import { localizedFile } from '../../site/images.ts'
import { screenFile, type DrawnScreen } from './index.ts'
import type { ScreenName } from './types.ts'

/** The screens the clip shows after its poster, in order. */
export const TOUR_STEPS: ScreenName[] = [
  'connect',
  'objective',
  'prompt',
  'creatives',
  'publish',
  'reporting',
  'autopilot',
]

/** Where the fingerprints are recorded (written by `npm run assets`). */
export const TOUR_SOURCES = 'generator/screens/tour-sources.json'

/** The files of a language's tour (repository-relative). */
export function tourFiles(lang: Lang): { posterSvg: string; poster: string; clip: string } {
  return {
    posterSvg: screenFile('poster', lang),
    poster: `public${localizedFile('/media/product-demo-poster.avif', lang)}`,
    clip: `public${localizedFile('/media/product-demo.mp4', lang)}`,
  }
}

/** The fingerprint of the screens a language's tour shows (the poster and its steps), as drawn. */
export function tourSourceHash(drawn: readonly DrawnScreen[], lang: Lang): string {
  const hash = createHash('sha256')
  for (const name of ['poster', ...TOUR_STEPS] as ScreenName[]) {
    const screen = drawn.find((d) => d.name === name && d.lang === lang)
    if (!screen) throw new Error(`screen ${name} (${lang}) was not drawn`)
    hash.update(screen.svg)
  }
  return hash.digest('hex').slice(0, 16)
}
