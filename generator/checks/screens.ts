import { existsSync, readFileSync } from 'node:fs'
import { z } from 'zod'
import { join } from 'node:path'
import type { Problem } from '../../site/errors.ts'
import { localizedPath } from '../../site/routes.ts'
import { LANGS, perLanguage, type Lang } from '../../site/lang.ts'
import { EVERY_LANGUAGE } from './language-words.ts'
import { LANGUAGE_NAME } from '../../site/lang-tags.ts'
import type { Site } from '../../site/site.ts'
import { drawScreens } from '../screens/index.ts'
import { TOUR_SOURCES, tourFiles, tourSourceHash } from '../screens/tour.ts'
import type { ScreenName } from '../screens/types.ts'
import type { Check } from './types.ts'
import { localeFile } from '../../locales/paths.ts'

/** The record of the tour's sources: each drawn file and the hash of what it was drawn from. */
const TourSources = z.record(z.string(), z.string())

/** The URLs that show a screen in a language: the pages whose sections name it (the poster: those with the video). */
function routesOf(site: Site, name: ScreenName, lang: Lang): string {
  const urls = site.pages
    .filter((p) => p.lang === lang && p.contentLang === lang)
    .filter((p) =>
      p.route.sections.some((s) => {
        const props = JSON.stringify(s.props ?? {})
        return name === 'poster' ? /"video":true/.test(props) : props.includes(`"mock":"${name}"`)
      }),
    )
    .map((p) => p.url)
  return urls.join(', ') || localizedPath('/', lang)
}

const RUN_SCREENS = 'run `npm run screens` (it redraws every screen from its copy) and commit the files it writes'
const RUN_TOUR =
  'run `npm run assets -- --tour` (Chromium and ffmpeg: it redraws the screens, then renders the poster and the clip) and commit the files it writes'

/**
 * Every product screen (public/images/mock/, the tour's poster) is what its
 * copy draws now, in both languages: a committed file that differs from the
 * drawing is stale (its words changed since), a missing one is missing; a
 * text too wide for its place in the screen is reported against its key;
 * the tour's poster and clip were rendered from the screens as they are.
 */
export const screens: Check = {
  id: 'screens',
  title: 'Product screens from copy',
  summary: (_site) => `every product screen and the tour of ${EVERY_LANGUAGE} as their copy draws them now`,
  run(ctx) {
    if (!ctx.site) return []
    const site = ctx.site
    const root = join(ctx.publicDir, '..')
    const copy = perLanguage((lang) => site.copy[lang].screens)
    const drawn = drawScreens(copy)
    const problems: Problem[] = []
    for (const screen of drawn) {
      const route = routesOf(site, screen.name, screen.lang)
      const key = `screens.${screen.name}`
      const file = join(root, screen.file)
      if (!existsSync(file))
        problems.push({
          check: 'screens',
          file: screen.file,
          route,
          key,
          message: `the ${LANGUAGE_NAME[screen.lang]} screen "${screen.name}" is not drawn`,
          hint: RUN_SCREENS,
        })
      else if (readFileSync(file, 'utf8') !== screen.svg)
        problems.push({
          check: 'screens',
          file: screen.file,
          route,
          key,
          message: `stale: its copy (${localeFile(screen.lang, 'screens')}, ${key}) or its drawing changed since it was drawn`,
          hint: RUN_SCREENS,
        })
      for (const o of screen.overflows)
        problems.push({
          check: 'screens',
          file: localeFile(o.lang, 'screens'),
          route,
          key: o.key,
          message: `${JSON.stringify(o.text)} takes ${o.width} ${o.unit}; its place in the screen holds ${o.max}`,
          hint: 'shorten the text (the screen draws it at a fixed size, so it would overflow or overlap)',
        })
    }
    const recordFile = join(root, TOUR_SOURCES)
    const recorded = existsSync(recordFile) ? TourSources.parse(JSON.parse(readFileSync(recordFile, 'utf8'))) : {}
    for (const lang of LANGS) {
      const tour = tourFiles(lang)
      const hash = tourSourceHash(drawn, lang)
      for (const file of [tour.poster, tour.clip])
        if (!existsSync(join(root, file)) || recorded[file] !== hash)
          problems.push({
            check: 'screens',
            file,
            route: routesOf(site, 'poster', lang),
            key: 'screens.poster',
            message: existsSync(join(root, file))
              ? `rendered from older screens (${TOUR_SOURCES} records ${recorded[file] ?? 'nothing'}, the screens now draw ${hash}): the product tour shows old words`
              : 'missing: the product tour of this language is not rendered',
            hint: RUN_TOUR,
          })
    }
    return problems
  },
}
