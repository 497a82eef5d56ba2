/**
 * The forms a link may take (site/content/link-policy.ts): held for Markdown
 * when a file is read, and for copy texts and sections' hrefs by the links
 * check (fixtures copy-link-*.fixture.ts).
 */
import { describe, expect, it } from 'vitest'
import { linkPolicyIssue } from '../../../site/content/link-policy.ts'

describe('linkPolicyIssue', () => {
  it('allows a site path, an anchor, a configured link and whole https:, http:, mailto: and tel: addresses', () => {
    for (const url of [
      '/contact',
      '/guides/launch#setup',
      '#faq',
      'ext:signIn',
      'https://example.com',
      'http://example.com/x?y=1',
      'mailto:hello@example.com',
      'tel:+15555550100',
    ])
      expect(linkPolicyIssue(url), url).toBeUndefined()
  })

  it('refuses a scheme with no address after it, naming the form to write', () => {
    expect(linkPolicyIssue('https:')).toEqual({
      message: 'link "https:" has no address after https:',
      hint: 'write the address whole: https://host/path',
    })
    expect(linkPolicyIssue('https:/example.com')?.message).toBe('link "https:/example.com" has no address after https:')
    expect(linkPolicyIssue('mailto:')).toEqual({
      message: 'link "mailto:" has no address after mailto:',
      hint: 'write the address after mailto:',
    })
  })

  it('refuses other schemes, relative paths and unsafe URLs', () => {
    expect(linkPolicyIssue('file:///etc/passwd')?.message).toBe(
      'link "file:///etc/passwd" uses the scheme file:, which the site does not publish',
    )
    expect(linkPolicyIssue('pricing')?.hint).toMatch(/^write the site path from the root, "\/pricing"/)
    expect(linkPolicyIssue('JavaScript:alert(1)')?.message).toBe('unsafe URL "JavaScript:alert(1)"')
  })
})
