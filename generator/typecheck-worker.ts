/**
 * The type check on a thread of its own (generator/typecheck.ts's
 * typeCheckInWorker): the compiler's program, some hundred MiB, lives and
 * dies with this thread instead of staying on the build's main heap, and
 * the check runs beside the other checks.
 */
import { parentPort, workerData } from 'node:worker_threads'
import ts from 'typescript'
import { typeCheck } from './typecheck.ts'

parentPort!.postMessage(typeCheck(ts, (workerData as { root: string }).root))
