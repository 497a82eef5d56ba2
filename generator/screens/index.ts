/**
 * Every product screen, drawn in each language from its copy
 * (locales/i18n/<lang>/screens.ts): the SVG text of each file, and the texts
 * too wide for their place. `npm run screens` writes the files; the build's
 * check redraws them and fails when a committed file differs (its copy
 * changed since it was drawn).
 */
import { copyTrees } from '../../locales/index.ts'
import { LANGS, type Lang } from '../../site/lang.ts'
import { localizedFile } from '../../site/images.ts'
import { Canvas, type Overflow } from './canvas.ts'
import { autopilot } from './drawings/autopilot.ts'
import { connect } from './drawings/connect.ts'
import { creatives } from './drawings/creatives.ts'
import { objective } from './drawings/objective.ts'
import { poster } from './drawings/poster.ts'
import { prompt } from './drawings/prompt.ts'
import { publish } from './drawings/publish.ts'
import { reporting } from './drawings/reporting.ts'
import { whatsapp } from './drawings/whatsapp.ts'
import type { Screen, ScreenName } from './types.ts'

/** Each screen, by the name of its copy (and of its file in public/images/mock/). */
export const SCREENS: { [S in ScreenName]: Screen<S> } = {
  connect,
  objective,
  prompt,
  creatives,
  publish,
  reporting,
  autopilot,
  whatsapp,
  poster,
}

/** Where a screen's file lives (repository-relative) in a language. */
export const screenFile = (name: ScreenName, lang: Lang): string =>
  `public${localizedFile(name === 'poster' ? '/media/product-demo-poster.svg' : `/images/mock/${name}.svg`, lang)}`

export interface DrawnScreen {
  name: ScreenName
  lang: Lang
  file: string
  svg: string
  overflows: Overflow[]
}

/** The screens' copy of a language (locales/i18n/<lang>/screens.ts), by screen, `shared` included. */
export type ScreensCopy = Record<'shared' | ScreenName, Record<string, string>>

const repositoryCopy = (lang: Lang): ScreensCopy => copyTrees[lang].screens

/** Draws one screen in one language, from the repository's copy or the one given. */
export function drawScreen(name: ScreenName, lang: Lang, copy: ScreensCopy = repositoryCopy(lang)): DrawnScreen {
  const canvas = new Canvas<string>(lang, { ...copy.shared, ...copy[name] }, `screens.${name}`)
  const svg = (SCREENS[name] as Screen<ScreenName>).render(canvas as never)
  return { name, lang, file: screenFile(name, lang), svg, overflows: canvas.overflows }
}

/** Every screen in every language. */
export function drawScreens(copy?: Partial<Record<Lang, ScreensCopy>>): DrawnScreen[] {
  return (Object.keys(SCREENS) as ScreenName[]).flatMap((name) =>
    LANGS.map((lang) => drawScreen(name, lang, copy?.[lang] ?? repositoryCopy(lang))),
  )
}
