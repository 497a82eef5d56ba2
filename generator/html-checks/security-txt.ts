import { securityTxt } from '../../site.facts.ts'
import { localizedPath } from '../../site/routes.ts'
import { POLICY_ROUTE, SECURITY_TXT_PATH } from '../emit/security-txt.ts'
import type { HtmlCheck } from './types.ts'
import { DEFAULT_LANG } from '../../site/lang.ts'

/** The policy /.well-known/security.txt links to is a section /security has. */
export const securityTxtPolicy: HtmlCheck = {
  id: 'security-txt-policy',
  title: 'security.txt policy link',
  site(ctx) {
    const policy = localizedPath(POLICY_ROUTE, DEFAULT_LANG)
    const page = ctx.page(policy)
    if (!page || page.ids.includes(securityTxt.policySection)) return []
    return [
      {
        check: 'security-txt-policy',
        file: 'site.facts.ts',
        route: SECURITY_TXT_PATH,
        key: 'securityTxt.policySection',
        message: `security.txt's Policy points at ${policy}#${securityTxt.policySection}, an id that page does not have`,
        hint: 'set securityTxt.policySection to the id of the disclosure section in locales/english-only/security.ts',
      },
    ]
  },
}
