import { soc2 } from '../../site.facts'
import type { LongformDocument } from './types'

const security: LongformDocument = {
  title: 'Security Whitepaper',
  lastUpdated: soc2.statusAsOf,
  summary:
    'How {brand} protects your ad accounts, campaign data and creative work, from the first prompt to the final report.',
  intro: [
    '{brand} is an AI media buyer: from a single plain-language prompt it creates, launches, optimizes and reports on campaigns across Meta, Google and TikTok, with LinkedIn coming soon. To do that job, it needs delegated access to your ad accounts and knowledge of your brand, audiences and results. We treat that access as a privilege you grant and can withdraw at any time.',
    'This whitepaper describes the technical and organizational controls {legalName} operates to keep that access safe. It is written for the security, IT and procurement teams of the brands, agencies and lean marketing teams we serve. It complements our [Privacy Policy](/privacy) and [Terms and Conditions](/terms-and-conditions); if you need more detail than is published here, write to [{email}](mailto:{email}).',
  ],
  sections: [
    {
      id: 'overview',
      heading: 'Overview and security principles',
      blocks: [
        {
          p: 'Our security program is built around the specific risks of advertising automation. The assets that matter most are the OAuth tokens that let {brand} act on your ad accounts, the budgets those accounts control, and the data you share with us: briefs, creative assets, audiences and performance history.',
        },
        { p: 'Five principles guide how we design, build and operate the service:' },
        {
          list: [
            '**You stay in control.** Connections to ad platforms use official APIs and revocable OAuth tokens. {approvalRule}',
            '**Least privilege, everywhere.** People, services and integrations receive only the permissions their task requires, for only as long as they need them.',
            '**Defense in depth.** No single control is trusted on its own. Network isolation, encryption, strong authentication and monitoring overlap so that one failure does not become a breach.',
            '**Isolation by default.** Each customer workspace is logically separated, and your prompts, creative and data are never used to train models shared with other customers.',
            '**Transparency.** We say plainly what we have in place, what we are still working toward, and how to reach us when something looks wrong.',
          ],
        },
        {
          table: {
            caption: 'Key commitments at a glance',
            head: ['Area', 'Commitment'],
            rows: [
              ['Encryption', 'TLS 1.2 or higher in transit; AES-256 at rest'],
              [
                'Sessions',
                'Tokens rotated every {sessionRotationHours} hours; {idleTimeoutMinutes}-minute idle timeout',
              ],
              ['Recovery', 'RPO of at most {rpoHours} hour; RTO of at most {rtoHours} hours'],
              ['Deletion', 'Within {deletionDays} days of a verified request or account closure'],
              ['Vulnerability reports', 'Acknowledged within {reportAckHours} hours, weekends and holidays included'],
              [
                'Compliance',
                'Controls aligned with SOC 2; no SOC 2 report or other certification held as of {securityStatusDate}',
              ],
            ],
          },
        },
      ],
    },
    {
      id: 'compliance',
      heading: 'Compliance and certifications',
      blocks: [
        {
          p: '{legalName} runs a security program whose controls are aligned with the AICPA SOC 2 Trust Services Criteria for security, availability and confidentiality. Policies for access control, change management, vendor management, incident response and business continuity are written, owned by named people, and reviewed at least annually.',
        },
        {
          callout:
            '**Not certified yet.** We are preparing for an independent SOC 2 Type II audit. We had targeted {soc2Target} for it, and that date has passed without a report. As of {securityStatusDate}, the date of this page, we do not hold a SOC 2 report or any other security certification, and we will not describe our status otherwise. When an audit report is issued, this page will say so, and customers will be able to request a copy under a non-disclosure agreement.',
        },
        {
          p: 'In the meantime, we are happy to support your vendor assessment: on request we complete standard security questionnaires and walk your team through the evidence behind each control. Our handling of personal data is described in the [Privacy Policy](/privacy), and we can provide a data processing agreement for customers who need one.',
        },
      ],
    },
    {
      id: 'infrastructure',
      heading: 'Infrastructure and network security',
      blocks: [
        {
          p: '{brand} runs entirely on established cloud providers whose data centers hold independent security attestations and provide physical protections such as controlled entry, surveillance and redundant power. We operate no physical servers of our own. Our policy forbids storing customer data on employee laptops, and company laptops are encrypted and centrally managed.',
        },
        {
          list: [
            '**Segmented networks.** Production, staging and development run in separate environments with separate credentials. Our policy keeps customer data out of non-production environments.',
            '**Private by default.** Databases, queues and internal services sit on private networks with no public addresses. Only load balancers and the edge layer accept traffic from the internet.',
            '**Filtered ingress.** Public endpoints sit behind a web application firewall and rate limiting that absorb common attack patterns and volumetric abuse.',
            '**Infrastructure as code.** Environments are defined in version-controlled, reviewed configuration, so every change is traceable.',
            '**Hardened workloads.** Services run in minimal, regularly rebuilt images with security patches applied on a defined schedule and critical fixes applied as soon as practicable.',
          ],
        },
      ],
    },
    {
      id: 'encryption',
      heading: 'Data encryption',
      blocks: [
        {
          p: 'All traffic between your browser and {brand}, between our internal services, and between {brand} and the ad platforms is encrypted with TLS 1.2 or higher. Older protocol versions and weak cipher suites are disabled, and HTTP Strict Transport Security instructs browsers never to connect over plain HTTP.',
        },
        {
          p: 'Data at rest is encrypted with AES-256, covering databases, file and object storage where creative assets live, and every backup. The most sensitive values, such as ad-platform OAuth tokens and integration credentials, receive an additional layer of application-level encryption, so they remain protected even from someone with read access to the underlying database.',
        },
        { h3: 'Key management' },
        {
          list: [
            'Encryption keys are held in a managed key management service backed by hardware security modules; keys are never stored alongside the data they protect.',
            'Access to keys is limited to the specific services that need them and every use is logged.',
            'Keys are rotated on a schedule and immediately if compromise is suspected; no employee can export raw key material.',
          ],
        },
      ],
    },
    {
      id: 'identity-and-access',
      heading: 'Identity and access management',
      blocks: [
        {
          p: 'Inside your workspace, access is role-based. Every member has exactly one of four roles, and each role grants the smallest set of permissions that matches a real job. Assign the lowest role that lets a person do their work, and raise it only when needed.',
        },
        {
          table: {
            caption: 'Workspace roles and permissions',
            head: ['Role', 'What this role can do', 'Typical holder'],
            rows: [
              [
                '**Owner**',
                'Everything an Admin can do, plus manage billing and the subscription, transfer ownership, configure single sign-on and enforce two-factor authentication, and close the workspace.',
                'Founder, account holder or head of marketing',
              ],
              [
                '**Admin**',
                'Invite and remove members, assign roles below Owner, connect and disconnect ad accounts, set budgets and approval rules, and create, approve and launch campaigns.',
                'Marketing lead or agency account director',
              ],
              [
                '**Analyst**',
                'Create and edit campaigns, prompts, audiences and creative drafts, run optimizations, and build and export reports. Cannot connect ad accounts, manage members or change billing.',
                'Media buyer or performance marketer',
              ],
              [
                '**Viewer**',
                'View campaigns, dashboards and reports in read-only mode. Cannot create, edit, approve or launch anything.',
                'Client stakeholder, executive or finance',
              ],
            ],
          },
        },
        { h3: 'Authentication' },
        {
          list: [
            'Passwords must be at least {passwordMinLength} characters, are checked against lists of known breached passwords, and are stored only as salted hashes produced by a modern, deliberately slow algorithm.',
            'Optional two-factor authentication supports authenticator apps (TOTP) and security keys or platform passkeys (WebAuthn). Owners can make two-factor authentication mandatory for the whole workspace.',
            'Enterprise plans can use single sign-on through SAML or OIDC, so joiners and leavers are managed in your own identity provider.',
            'Repeated failed sign-in attempts are throttled and trigger alerts, and sign-ins from new devices are notified by email.',
          ],
        },
        { h3: 'Our own staff' },
        {
          p: 'The same rule applies to {legalName}. Employees reach production only through single sign-on with phishing-resistant multi-factor authentication and time-limited elevation. Support staff cannot view a workspace unless the customer grants access for a specific request; that access is logged and expires automatically. Access rights are reviewed quarterly and revoked the day someone leaves.',
        },
      ],
    },
    {
      id: 'session-management',
      heading: 'Session management',
      blocks: [
        {
          p: 'Session tokens are rotated every {sessionRotationHours} hours and expire after {idleTimeoutMinutes} minutes of inactivity, so a forgotten browser tab on a shared computer does not stay signed in to your ad accounts.',
        },
        {
          list: [
            'Session tokens are random, high-entropy values stored in cookies marked Secure, HttpOnly and SameSite, which keeps them out of reach of page scripts and cross-site requests.',
            'Signing out invalidates the session on the server, not only in the browser.',
            'Changing a password, resetting two-factor authentication or removing a member ends all of that person’s active sessions immediately.',
            'Sensitive actions, such as connecting an ad account or changing roles, may require re-authentication.',
          ],
        },
      ],
    },
    {
      id: 'ad-platform-integrations',
      heading: 'Ad-platform integrations and OAuth tokens',
      blocks: [
        {
          p: '{brand} connects to Meta, Google and TikTok only through their official APIs using OAuth. You sign in on the platform’s own page and approve the connection there; we never ask for, see or store your ad-platform passwords. The LinkedIn integration, when it launches, will follow the same model, as do the WhatsApp messaging agents, which use the official WhatsApp Business Platform.',
        },
        {
          list: [
            '**Least-privilege scopes.** We request only the scopes needed to create, manage and report on campaigns. If a feature needs an additional permission, you are asked to approve it explicitly.',
            '**Encrypted tokens.** Access and refresh tokens are encrypted at rest with application-level encryption, kept out of logs, and readable only by the service that calls the platform APIs.',
            '**Revocable at any time.** Disconnect an account from {brand} settings, or revoke access directly in the platform’s business settings. Either action stops all activity on that account, and we delete the stored tokens.',
            '**Guardrails on spend.** Budget caps and approval rules you configure are enforced before any change is sent to an ad platform.',
            '**Full audit trail.** Every action {brand} takes on your accounts is recorded with the user or automation that triggered it.',
          ],
        },
      ],
    },
    {
      id: 'ai-and-data-handling',
      heading: 'AI and data handling',
      blocks: [
        {
          p: 'AI is the core of {brand}, so we are specific about how your data flows through it. Your prompts, briefs, creative assets and performance data are used to serve your workspace and nothing else.',
        },
        {
          list: [
            '**No training on your data.** Customer data is not used to train shared or foundation models. Third-party model providers are engaged under terms that prohibit training on the data we send and limit how long they may retain it.',
            '**Isolation.** Prompts, generated copy, creative and campaign data are scoped to your workspace. Retrieval and context assembly are designed to draw only on your own workspace, with access checks on every request, so that one customer’s material is not used in another customer’s output.',
            '**Human approval before publishing.** {approvalRule} Approvals come from a person with the right role, under the approval rules your workspace sets.',
            '**Traceability.** AI recommendations are logged with who approved them and when they went live.',
          ],
        },
      ],
    },
    {
      id: 'secure-development',
      heading: 'Application security and secure development',
      blocks: [
        {
          p: 'Security is part of how we build software, not a gate at the end. Our development lifecycle includes:',
        },
        {
          list: [
            '**Code review.** Every change to production code is reviewed and approved by an engineer other than its author before it can be merged; the main branch is protected.',
            '**Dependency scanning.** Third-party packages are pinned and scanned continuously for known vulnerabilities, with fixes prioritized by severity and exploitability.',
            '**Secret scanning.** Repositories and build pipelines are scanned so that credentials cannot be committed to source control.',
            '**Managed secrets.** Application secrets live in a dedicated secrets manager, never in code, and are rotated every {secretRotationDays} days or immediately if exposure is suspected.',
            '**Penetration testing.** Independent testers assess the application and its infrastructure at least annually and after major architectural changes; findings are tracked to resolution.',
            '**Secure defaults.** Framework protections against injection, cross-site scripting and request forgery, plus server-side authorization checks on every request.',
            '**Training.** Engineers receive secure-coding training, and all staff complete security awareness training when they join and every year after.',
          ],
        },
      ],
    },
    {
      id: 'monitoring-and-logging',
      heading: 'Monitoring, logging and alerting',
      blocks: [
        {
          p: 'Logs from applications, infrastructure, identity providers and the cloud control plane flow into a central, access-restricted platform, protected against tampering and retained long enough to support investigations.',
        },
        {
          list: [
            'Automated alerts cover suspicious sign-in patterns, privilege changes, unusual API or data-export volumes, configuration changes to production, and failures of security controls.',
            'Availability and performance are monitored around the clock, with on-call engineers paged for critical alerts.',
            'Logs are scrubbed of secrets, tokens and passwords.',
          ],
        },
      ],
    },
    {
      id: 'backups-and-disaster-recovery',
      heading: 'Backups and disaster recovery',
      blocks: [
        {
          p: 'Backups are encrypted, stored separately from production systems, and protected against deletion or modification by the same credentials that run the service.',
        },
        {
          table: {
            caption: 'Backup schedule and recovery objectives',
            head: ['Item', 'Commitment'],
            rows: [
              ['Database backups', 'Every {databaseBackupEvery}, with point-in-time recovery'],
              ['File and creative storage backups', 'Every {storageBackupEvery}'],
              ['Backup retention', '{backupRetentionDays} days, then deleted automatically'],
              ['Recovery point objective (RPO)', 'At most {rpoHours} hour of data'],
              ['Recovery time objective (RTO)', 'At most {rtoHours} hours to restore service'],
            ],
          },
        },
        {
          p: 'Production runs across multiple availability zones, so the loss of one facility does not interrupt the service. A documented disaster recovery plan covers regional outages, data corruption and loss of a key supplier. We test restores from backup regularly and exercise the full plan at least annually, fixing any gaps we find.',
        },
        {
          p: 'Your campaigns themselves run on the ad platforms. If {brand} were unavailable, live campaigns would keep delivering under the settings last approved, and you would retain full control of them in each platform’s own interface.',
        },
      ],
    },
    {
      id: 'incident-response',
      heading: 'Incident response',
      blocks: [
        {
          p: '{legalName} maintains a written incident response plan with defined roles, severity levels and communication paths, rehearsed through tabletop exercises.',
        },
        {
          steps: [
            '**Detect and triage.** Alerts, staff observations, customer reports and researcher reports are triaged immediately and assigned a severity.',
            '**Contain.** We isolate affected systems, revoke or rotate exposed credentials and tokens, and block malicious activity to stop the incident from spreading.',
            '**Eradicate and recover.** We remove the root cause and restore affected services from trusted sources, verifying integrity first.',
            '**Notify.** If your data or connected accounts are affected, we notify your workspace Owner without undue delay, and within the time frames required by law and your contract, with what we know, what we are doing and what you should do.',
            '**Review.** A post-incident review is completed within {postIncidentReviewHours} hours of resolution, identifying root causes and corrective actions, which are tracked until done. Affected customers receive a summary on request.',
          ],
        },
      ],
    },
    {
      id: 'data-retention-and-deletion',
      heading: 'Data retention and deletion',
      blocks: [
        {
          p: 'We keep customer data only as long as needed to provide the service or meet legal obligations. You can export campaign data and reports at any time while your account is active.',
        },
        {
          list: [
            'When you close your account, or when we verify a deletion request from an authorized person, we delete your workspace data from production systems within {deletionDays} days.',
            'OAuth tokens for connected ad accounts are revoked and deleted as part of that process, and you can also revoke them yourself at any time.',
            'Data in backups is not edited in place; it ages out as backups expire at the end of the {backupRetentionDays}-day retention window. Until then, backups stay encrypted and are used only for disaster recovery.',
            'Campaigns already published to your ad accounts remain under your control in those platforms.',
          ],
        },
        {
          p: 'To make a deletion request, write to [{email}](mailto:{email}) from an address associated with the account. More detail on your rights over personal data is in the [Privacy Policy](/privacy).',
        },
      ],
    },
    {
      id: 'vendors-and-subprocessors',
      heading: 'Vendor and subprocessor management',
      blocks: [
        {
          p: 'We rely on a small number of carefully chosen suppliers, including cloud hosting, AI model providers, email delivery, payments and product analytics. Any vendor that will process customer data passes a security and privacy review before we sign, covering its audit reports, data location, encryption, access controls and contractual commitments.',
        },
        {
          list: [
            'Subprocessors are bound by written agreements with confidentiality, security and data-protection obligations at least as protective as our own.',
            'Vendors are reassessed at least annually and whenever their service or our use of it changes materially.',
            'A current list of subprocessors is available on request, and we give customers advance notice of material changes as described in our agreements.',
          ],
        },
      ],
    },
    {
      id: 'responsible-disclosure',
      heading: 'Responsible disclosure and contact',
      blocks: [
        {
          p: 'We value the work of security researchers. If you believe you have found a vulnerability in {brand}, please report it to [{email}](mailto:{email}) with enough detail for us to reproduce it, and put “Security” in the subject line. {securityAck}. We keep you informed as we investigate, and let you know when it is fixed.',
        },
        { h3: 'Guidelines for researchers' },
        {
          list: [
            'Test only against accounts you own or have explicit permission to use.',
            'Do not access, modify or delete other customers’ data, and stop as soon as you encounter it.',
            'Do not run denial-of-service tests, spam, social engineering or physical attacks.',
            'Never trigger real ad spend or publish content to a live ad account you do not control.',
            'Give us reasonable time to fix the issue before disclosing it publicly.',
          ],
        },
        {
          callout:
            '**Safe harbor.** If you act in good faith and follow these guidelines, {legalName} will not pursue legal action against you or ask law enforcement to do so for your research, and we will treat your activity as authorized. If in doubt about whether something is in scope, ask us first.',
        },
        { h3: 'Customer support' },
        {
          p: '{supportPromise}: write to [{email}](mailto:{email}) about security questions, questionnaires, access reviews or anything that looks suspicious in your workspace. If you suspect your account or a connected ad account has been compromised, revoke the affected tokens first, then contact us so we can investigate together.',
        },
      ],
    },
  ],
}

export default security
