/**
 * Stops the local servers left by a run that was stopped (their owner gone): .ci/run calls it after
 * every step, so that the next step, and the next run on this machine, find their ports free.
 */
import { sweepLeftovers } from '../../server/leftovers.ts'

const swept = await sweepLeftovers((line) => console.log(line))
if (swept > 0) console.log(`${swept} server(s) left by a stopped step were stopped`)
