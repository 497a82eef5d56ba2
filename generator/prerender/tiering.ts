/**
 * When V8 optimizes the build's functions. V8 runs a function in its
 * interpreter until it has spent a budget of bytecode (the interrupt budget,
 * 132 KB by default), then compiles it with TurboFan on another thread. A
 * browser tab or a server runs for hours and wants that early; a build runs
 * for seconds on every core, and the compilations compete with the pages
 * for those cores. On a 1,000-entry site, TurboFan compiled for 13.6 s
 * (one function alone, mdast-util-from-markdown's compiler, 1.15 s on each
 * lane), the build's whole CPU time being about 42 s. A larger budget leaves
 * what runs only a few hundred times in the interpreter and still optimizes
 * what every page runs. Measured on that site, alternating runs on a 2-core
 * machine: 20.0-21.7 s with a budget of 1 MB against 21.4-27.5 s with the
 * default, and about 10 % less CPU time. V8's flags are the process's, so
 * the build's workers have it too. Imported first by the build's entry.
 */
import { setFlagsFromString } from 'node:v8'

export const INTERRUPT_BUDGET = 1_000_000
setFlagsFromString(`--interrupt-budget=${INTERRUPT_BUDGET}`)
