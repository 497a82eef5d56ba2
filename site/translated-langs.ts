/**
 * The languages translated from the default one (site.languages.ts), in their
 * order: each has its copy, its translation records and its checks. Its own
 * module, apart from site/lang.ts, so the browser's scripts (which never read
 * it) stay as they were byte for byte.
 */
import { DEFAULT_LANG, LANGS, type Lang } from './lang.ts'

export const TRANSLATED_LANGS: readonly Lang[] = LANGS.filter((lang) => lang !== DEFAULT_LANG)
