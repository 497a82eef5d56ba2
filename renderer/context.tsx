import { createContext, useContext } from 'react'
import type { CommonCopy } from '../locales/index.ts'
import type { Cards } from './cards/convention.ts'
import type { PageEntry } from '../site/routes.ts'
import type { Lang } from '../site/lang.ts'
import { NO_MEMO, type SiteMemo } from '../site/memo.ts'
import type { Site } from '../site/site.ts'

/** What every server-rendered component may read. Never used inside islands. */
export interface PageContextValue {
  site: Site
  /** Language of the URL and of the page chrome. */
  lang: Lang
  /** The page being rendered; null on the 404 and error pages. */
  page: PageEntry | null
  /** Path of this document, e.g. "/es/features/" (the 404 pages: "/404", "/es/404"). */
  url: string
  /** The listing cards by name (renderer/cards/convention.ts). */
  cards: Cards
  /** Shared copy in `lang`, interpolated. */
  common: CommonCopy
  /** Shared copy in every language (the language switch speaks each target language; /es/story's English body). */
  commons: Readonly<Record<Lang, CommonCopy>>
  /** Language of the text being rendered when it differs from `lang` (the English body of /es/story). */
  textLang?: Lang
  /** The content file (Markdown) the section being rendered reads its text from: its images are named from its folder. */
  textFile?: string
}

const Context = createContext<PageContextValue | null>(null)
export const PageProvider = Context.Provider

export function usePage(): PageContextValue {
  const value = useContext(Context)
  if (!value) throw new Error('usePage() outside <PageProvider>')
  return value
}

/** The memo of the site being rendered (site/memo.ts); outside a page (a component's own test), one that keeps nothing. */
export function useSiteMemo(): SiteMemo {
  return useContext(Context)?.site.memo ?? NO_MEMO
}
