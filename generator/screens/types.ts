import type screens from '../../locales/i18n/en/screens.ts'
import type { Canvas } from './canvas.ts'

/** The screens, by their copy's name in locales/i18n/<lang>/screens.ts. */
export type ScreenName = Exclude<keyof typeof screens, 'shared'>

/** The copy keys a screen may draw: its own and the shared ones. */
export type KeyOf<S extends ScreenName> = (keyof (typeof screens)[S] | keyof typeof screens.shared) & string

/** One product screen: its size and how it is drawn from its copy. */
export interface Screen<S extends ScreenName> {
  width: number
  height: number
  render(c: Canvas<KeyOf<S>>): string
}
