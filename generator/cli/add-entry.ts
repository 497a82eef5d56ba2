/**
 * npm run add-entry -- <collection> "<title>" [--lang es] [--slug <slug>] [--manifest site.manifest.ts] [--root .]
 *
 * Writes a new entry of a collection with every field of its schema, each
 * explained, the texts stubbed so that `npm run check` fails on each until
 * written; or, with --lang es, the Spanish file of an English entry with
 * each text marked [ES-PENDING]. Checked before anything is written: a
 * refusal exits 1 with nothing changed. See generator/add-entry/.
 */
import './languages-first.ts'
import { addEntryMain } from '../add-entry/main.ts'

process.exitCode = await addEntryMain(process.argv.slice(2), process.cwd())
