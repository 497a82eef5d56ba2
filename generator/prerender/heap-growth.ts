/**
 * How far V8 lets a lane's heap grow before it collects it. After each full
 * collection V8 sets the next one at the live heap times a factor it picks
 * between 1.1 and 4 (4 for a heap allowed gigabytes, as a build's is, when
 * the collector keeps up). A build keeps its site loaded in every lane (about
 * 500 MB at 10,000 Markdown entries) and makes its garbage a page at a time,
 * so each lane's heap grew to about 2 GB between collections, four times what
 * it held: the build's peak memory was that slack, not what it kept.
 * A fixed factor of 2 (100% growth) halves it for about 1% more CPU.
 * Measured on the 10,000-entry library (17,039 documents) of `npm run
 * bench:build`, one build after another on a 2-core machine (the build
 * process's maximum resident size, its wall and CPU time):
 *   V8's own factor   6,699 MiB   283.8 s   512 CPU-s (user)
 *   growth 100%       4,982 MiB   287.4 s   519 CPU-s
 *   growth 50%        4,032 MiB   299.6 s   548 CPU-s
 * V8's flags are the process's, so the build's workers have it too.
 * Imported first by the build's entry.
 */
import { setFlagsFromString } from 'node:v8'

export const HEAP_GROWING_PERCENT = 100
setFlagsFromString(`--heap-growing-percent=${HEAP_GROWING_PERCENT}`)
