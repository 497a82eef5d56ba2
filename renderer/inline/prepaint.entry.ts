// Entry of the pre-paint IIFE: the build defines __PREPAINT_DATA__ (renderer/inline/scripts.ts).
import { prepaint, type PrepaintData } from './prepaint.ts'

declare const __PREPAINT_DATA__: PrepaintData

prepaint(__PREPAINT_DATA__)
