import { securityTxt } from '../../site.facts.ts'
import { securityTxtProblems } from '../emit/security-txt.ts'
import type { Check } from './types.ts'

/**
 * The Expires date of /.well-known/security.txt, against today: a build fails
 * once it has passed or when it is more than a year ahead, so the file is
 * renewed before researchers would read it as stale.
 */
export const securityTxtExpiry: Check = {
  id: 'security-txt',
  title: 'security.txt not expired',
  summary: (_site) => 'its Expires date is ahead, within a year',
  run: (ctx) => securityTxtProblems(securityTxt.expires, ctx.today),
}
