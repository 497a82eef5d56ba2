/**
 * npm run add-page -- <path> [--translatable] [--title "..."] [--sections hero,features,cta]
 *                     [--nav header] [--nav footer:<group>]… [--manifest site.manifest.ts] [--root .]
 *
 * Adds a page: a typed route in the manifest, English copy stubs and, for a
 * translatable page, Spanish stubs marked [ES-PENDING] so that `npm run check`
 * and the build fail until the Spanish is written; with --nav, its place in
 * the navigation and its label. Everything is validated
 * before the first file is written; a refusal exits 1 with nothing changed.
 * See generator/add-page/ for the parts.
 */
import './languages-first.ts'
import { addPageMain } from '../add-page/main.ts'

process.exitCode = await addPageMain(process.argv.slice(2), process.cwd())
