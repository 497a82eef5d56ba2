import { legal } from '../../site.facts'
import type { LongformDocument } from './types'

const terms: LongformDocument = {
  title: 'Terms and Conditions',
  lastUpdated: legal.termsLastUpdated,
  effective: legal.termsEffective,
  summary:
    'The agreement between you and {legalName} that governs your use of {brand}, its messaging agents and this website.',
  intro: [
    'These Terms and Conditions (the “Terms”) are a binding agreement between {legalName} (“we,” “us”) and you. They govern your use of {brand}, our AI media buyer; the messaging-automation agents we sell as WhatsApp packages; the {brand} web application; and this website at {siteUrl} (together, the “Service”).',
    'If you use the Service for a company, agency or other organization, “you” means that organization, and you confirm you can bind it to these Terms. Please read them carefully: they explain billing, paid trials, refunds and cancellation, and they limit our liability.',
  ],
  sections: [
    {
      id: 'acceptance-of-terms',
      heading: 'Acceptance of terms',
      blocks: [
        {
          p: 'By creating an account, starting a paid trial or subscription, connecting an ad account or otherwise using the Service, you accept these Terms and acknowledge our [Privacy Policy](/privacy). If you do not agree, do not use the Service.',
        },
        {
          p: 'If you have signed a separate written agreement or order form with {legalName}, it prevails where it conflicts with these Terms. Otherwise, these Terms and the plan details shown when you subscribe are the entire agreement between us about the Service. Browsing the website, using the contact form or booking a demo does not create a subscription, but the rules here on acceptable use, intellectual property, disclaimers and liability still apply.',
        },
      ],
    },
    {
      id: 'eligibility',
      heading: 'Eligibility',
      blocks: [
        {
          p: 'You must be at least {minimumAge} years old and able to form a binding contract to use the Service. The Service is made for businesses and professionals, not for personal or household use. By using it, you confirm that:',
        },
        {
          list: [
            'you meet these requirements and, if you act for an organization, are authorized to accept these Terms for it;',
            'you are not barred from using the Service under United States or other applicable law, and are not on any sanctions or restricted-party list; and',
            'you are permitted, under each platform’s terms, to manage the ad and messaging accounts you connect.',
          ],
        },
      ],
    },
    {
      id: 'accounts-and-security',
      heading: 'Accounts and security',
      blocks: [
        {
          p: 'You must give accurate registration information and keep it current. You are responsible for all activity in your account, including actions and approvals by the members you invite.',
        },
        {
          list: [
            'Keep passwords and credentials confidential, and enable two-factor authentication for your team.',
            'Logins are personal: add each team member as a separate user, with the lowest role that fits their work.',
            'Tell us promptly at [{email}](mailto:{email}) if you suspect unauthorized access to your account or a connected ad account, and revoke affected connections.',
          ],
        },
        {
          p: 'We may temporarily suspend an account or disconnect an integration that we reasonably believe is compromised, and will tell you as soon as we can.',
        },
      ],
    },
    {
      id: 'the-service',
      heading: 'The Service',
      blocks: [
        {
          p: 'From a single plain-language prompt, {brand} drafts campaign strategy, structure, audiences, budgets, copy and creative; launches approved campaigns on Meta, Google and TikTok; optimizes them; and reports on results. LinkedIn support is coming soon. Our WhatsApp messaging agents automate conversations with your customers through the WhatsApp Business Platform.',
        },
        { h3: 'AI-generated output' },
        {
          p: 'Campaigns, copy, creative, recommendations, reports and messages produced by {brand} are generated with artificial intelligence (“Output”). Output may be inaccurate, incomplete, similar to content produced for others, or unsuitable for your brand or audience, so review it before relying on it. Output is not legal, financial or tax advice.',
        },
        { h3: 'You approve what is published' },
        {
          p: 'In short: {approvalRule} In detail, nothing is published to your ad accounts or sent through your messaging channels without approval by a member of your workspace under the approval rules you configure. Changes your guardrails let {brand} make automatically, such as moving budget within a cap you set, count as approved by you. Once you approve something, it is yours, and **you remain responsible** for:',
        },
        {
          list: [
            'making sure every ad, landing page, audience and message complies with each ad platform’s and messaging platform’s policies and terms;',
            'the accuracy of claims in your ads and messages, including prices, offers and results;',
            'complying with advertising, consumer protection, privacy and anti-spam laws; and',
            'the budgets, bids and spending limits you approve.',
          ],
        },
        { h3: 'Support and changes' },
        {
          p: '{supportPromise}: write to [{email}](mailto:{email}). We may add, change or remove features; if we remove a feature material to your paid plan, we will give reasonable advance notice. Beta, preview and “coming soon” features may change or be withdrawn before general release.',
        },
      ],
    },
    {
      id: 'subscriptions-billing-and-paid-trials',
      heading: 'Subscriptions, billing and paid trials',
      blocks: [
        {
          p: '{brand} costs {pricingSummary}. The percentage applies to the ad spend that the ad platforms report for the campaigns {brand} manages for you, in each calendar month. {brand} is a monthly subscription with **no long-term contract** and **no setup fees**, and you can **cancel at any time**. Migrating your existing campaigns to {brand} is free. Prices exclude applicable taxes. {adBudgetRule} A dedicated agency or enterprise offer, if you sign one, is priced in its own order form, which prevails as section 1 explains.',
        },
        { h3: 'Free account' },
        {
          p: '{freeAccount} A free account needs no payment method and is never charged. It does not publish campaigns or run optimizations or messaging agents: to publish, subscribe to the paid plan or start a paid trial. We may set reasonable usage limits on free accounts and will show them in the web app.',
        },
        { h3: 'Billing' },
        {
          list: [
            'The flat monthly fee is billed in advance, and the percentage of ad spend monthly in arrears on the ad spend of the previous month, in US dollars, to your payment method on file. Subscriptions renew automatically each billing period until canceled. You authorize us and our payment processor to make these charges.',
            'If a payment fails, we will tell you and may retry it. If it remains unpaid after notice, we may suspend the Service until it is paid.',
            'We will give at least {termsNoticeDays} days’ notice of any price change, which applies from your next billing period; you may cancel before it takes effect.',
            'WhatsApp packages are priced as shown at purchase. Conversation fees charged by the WhatsApp Business Platform are separate unless your package says otherwise.',
          ],
        },
        { h3: 'Paid trials' },
        {
          p: 'We may offer a paid trial so you can test {brand} on your own ad accounts. **A paid trial covers {paidTrialCovers}.** Unless you cancel before it ends, your subscription continues at the regular price from the next billing cycle.',
        },
        {
          callout:
            '**Paid-trial refund condition.** A refund of the paid-trial fee is available only if you have used at least {trialRefundMinUse} of the trial period.',
        },
        {
          p: 'In plain words: the trial period runs from the day your trial starts to the end of your first billing cycle. Once at least {trialRefundMinUse} of that time has passed, and before the trial ends, you may ask for your trial fee back if {brand} is not right for you. Before that point the trial fee is not refundable, although you can still cancel so you are not charged again. This ensures refund decisions rest on a real test, with campaigns given time to run and learn. To ask for a refund, email [{email}](mailto:{email}) from your account’s address. Trial refunds cover our fee only, never ad spend paid to platforms.',
        },
        { h3: 'Cancellation' },
        {
          p: '**You can cancel at any time**, in your billing settings or by emailing us. Cancellation takes effect at the end of the current billing period: you keep access until then and are not charged again. Apart from the paid-trial refund above, or where the law requires otherwise, fees already paid are non-refundable, including for partly used periods.',
        },
      ],
    },
    {
      id: 'ad-spend-and-third-party-platforms',
      heading: 'Ad spend and third-party platforms',
      blocks: [
        {
          p: 'Our fee includes a percentage of the ad spend {brand} manages (section 5), but the ad spend itself is never paid to us: **you pay ad spend directly to the ad platforms**, such as Meta, Google and TikTok, under your own billing arrangement with each. We never hold or pay your ad spend, and you are responsible for all platform charges, including those resulting from campaigns and budget changes approved in {brand}.',
        },
        {
          list: [
            '**Platform terms apply.** Each ad platform’s terms, policies and billing rules, and those of the WhatsApp Business Platform, govern your use of that platform, and you must follow them.',
            '**Platform decisions.** Platforms may reject or remove ads, restrict accounts, or change their APIs, policies or prices at any time. We do not control these decisions and are not responsible for them.',
            '**Access you grant.** Connecting an account authorizes {brand} to act on it through the platform’s official API, within the permissions you approve. You can revoke access at any time.',
            '**Availability.** Platform outages or API changes may interrupt integrations. Live campaigns keep running under their last approved settings, and you can always manage them directly on each platform.',
          ],
        },
      ],
    },
    {
      id: 'acceptable-use',
      heading: 'Acceptable use',
      blocks: [
        { p: 'You must not, and must not let anyone else:' },
        {
          list: [
            'run ads or messages that are false, misleading, discriminatory, hateful, sexually explicit or otherwise unlawful, or that breach platform policies;',
            'promote illegal products or services, or use the Service for scams, fraud or phishing;',
            'infringe anyone’s intellectual property, privacy or publicity rights;',
            'send unsolicited messages, or contact people through messaging agents without their permission;',
            'upload audience data you have no lawful right to use, or target people using sensitive data where the law or platform policies forbid it;',
            'connect accounts you are not authorized to manage;',
            'access or test the security of the Service or other workspaces without permission, except under the responsible-disclosure rules on our [Security](/security) page;',
            'interfere with the Service, introduce malware, or bypass usage limits, approval controls or security features;',
            'reverse engineer the Service except where the law allows, or use it to build a competing product; or',
            'resell or sublicense the Service, except that agencies may manage their clients’ campaigns with each client’s authorization, remaining responsible for that use.',
          ],
        },
        {
          p: 'We may remove content, pause activity or suspend access that we reasonably believe breaks these rules, and will explain why unless the law or a security concern prevents it.',
        },
      ],
    },
    {
      id: 'customer-content-and-data',
      heading: 'Customer content and data',
      blocks: [
        {
          p: '“Customer Content” means what you and your users submit to the Service, such as prompts, briefs, brand guidelines, creative, audience lists and message content, plus data retrieved from your connected accounts and the Output generated for you.',
        },
        {
          list: [
            '**You own your content.** As between us, you own Customer Content, and we assign to you any rights we may have in Output generated for you. AI may produce similar Output for others, so Output is not guaranteed to be unique.',
            '**Limited license.** You grant {legalName} a non-exclusive, worldwide, royalty-free license to host, process, transmit, adapt and display Customer Content only as needed to provide, secure and support the Service for you and to publish what you approve. It ends when the content is deleted.',
            '**No shared training.** We do not use Customer Content to train AI models shared with other customers.',
            '**Your permissions.** You confirm you have the rights, notices and consents needed for us to use Customer Content, including personal data you upload or collect through your ads and messaging agents.',
            '**Aggregated data.** We may use de-identified, aggregated usage data that identifies no one to operate and improve the Service.',
          ],
        },
        {
          p: 'We handle personal information as set out in our [Privacy Policy](/privacy), and act as your processor for personal data we handle on your behalf; a data processing agreement is available on request.',
        },
      ],
    },
    {
      id: 'intellectual-property',
      heading: 'Intellectual property',
      blocks: [
        {
          p: 'The Service, including its software, AI systems, workflows, interfaces, documentation and the {brand} name and logos, belongs to {legalName} or its licensors. Subject to these Terms and payment of fees, we grant you a limited, non-exclusive, non-transferable right during your subscription to use the Service for your internal business purposes, including, for agencies, managing client campaigns. No other rights are granted.',
        },
        {
          p: 'We may freely use feedback you send us. You may not use our name or logos without written permission, or copy or republish this website’s content except as the law allows.',
        },
      ],
    },
    {
      id: 'confidentiality',
      heading: 'Confidentiality',
      blocks: [
        {
          p: '“Confidential Information” is non-public information one party shares with the other that is marked confidential or would reasonably be understood to be. Your Customer Content, budgets and performance data are yours; non-public details of the Service, your pricing and our security documentation are ours.',
        },
        {
          p: 'The receiving party will use Confidential Information only to perform under these Terms, protect it with at least reasonable care, and share it only with people and providers who need it and are bound by similar duties. This does not cover information that is public, already known, independently developed or lawfully received from others. Disclosure required by law is allowed, with prompt notice where lawful. These duties survive termination.',
        },
      ],
    },
    {
      id: 'disclaimers',
      heading: 'Disclaimers',
      blocks: [
        {
          callout:
            '**No guaranteed results.** Advertising results depend on factors outside our control, such as your product, offer, creative, budget, competition and each platform’s algorithms. We do not guarantee any specific result, including any return on ad spend (ROAS), cost per acquisition, conversion rate or revenue. Case studies and figures on our website describe past results for particular customers, not a promise of yours.',
        },
        {
          p: 'To the fullest extent the law allows, the Service and Output are provided “as is” and “as available,” without warranties of any kind, express or implied, including merchantability, fitness for a particular purpose and non-infringement. We do not warrant that the Service will be uninterrupted or error-free, that Output will be accurate or policy-compliant, or that platforms will approve any ad. Some jurisdictions do not allow these disclaimers, so they may not all apply to you.',
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      heading: 'Limitation of liability',
      blocks: [
        { p: 'To the fullest extent the law allows:' },
        {
          list: [
            'neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue, goodwill or data, or wasted ad spend, even if warned of them;',
            '**our total liability** for all claims relating to the Service or these Terms is capped at the fees you paid to {legalName} for the Service in the {liabilityCapMonths} months before the event giving rise to the claim; and',
            'ad spend and messaging fees paid to platforms are not fees paid to us, do not count toward the cap, and are not our liability.',
          ],
        },
        {
          p: 'These limits apply under any legal theory, including contract and negligence. They do not limit liability that the law does not allow to be limited, such as for fraud, or your duty to pay fees and your indemnity below.',
        },
        { h3: 'Your indemnity' },
        {
          p: 'You will defend and indemnify {legalName} against third-party claims, and resulting losses and reasonable costs, arising from your Customer Content, the ads and messages you approve, your use of the platforms, or your breach of these Terms or the law. We will notify you promptly of any claim and let you control its defense, but you may not settle it in a way that admits fault on our behalf without our consent.',
        },
      ],
    },
    {
      id: 'termination',
      heading: 'Termination',
      blocks: [
        {
          p: 'You may cancel at any time, effective at the end of your current billing period. We may suspend or end your access, with notice where practical, if you materially breach these Terms and do not fix the breach within a reasonable time, if fees stay unpaid after notice, if your use creates a security, legal or platform-policy risk, or if the law or a platform requires it. We may suspend immediately where needed to prevent serious harm. If we discontinue the Service entirely, we will give reasonable notice and refund prepaid fees for the unused period.',
        },
        { h3: 'When your account ends' },
        {
          list: [
            '{brand} stops acting on your connected accounts, and we revoke and delete stored OAuth tokens.',
            'Published campaigns stay in your ad accounts under your control; manage or pause them on each platform.',
            'You can export your data until your final billing period ends; we then delete it as our [Privacy Policy](/privacy) describes.',
            'Fees owed remain payable, and terms meant to survive, including those on content, intellectual property, confidentiality, disclaimers, liability and governing law, continue to apply.',
          ],
        },
      ],
    },
    {
      id: 'changes-to-these-terms',
      heading: 'Changes to these terms',
      blocks: [
        {
          p: 'We may update these Terms, for example to reflect new features, changes in the law or changes to the ad platforms. For material changes, we will give you **at least {termsNoticeDays} days’ notice** by email or in the web app before they take effect. Minor clarifications, or changes urgently required by law or a platform, may apply sooner, and we will still tell you. If you disagree, you may cancel before the change takes effect; continuing to use the Service afterward means you accept the updated Terms. The “Last updated” date at the top shows when the current version was published, and it applies to new customers from that day; the “Effective” date beside it, at least {termsNoticeDays} days later, is when it applies to existing customers, who remain under the previous version until then.',
        },
      ],
    },
    {
      id: 'governing-law-disputes-and-contact',
      heading: 'Governing law, disputes and contact',
      blocks: [
        {
          p: 'These Terms and any dispute relating to them or the Service are governed by the laws of the State of Delaware, USA, without regard to conflict-of-laws rules. The parties will first try to resolve any dispute informally, in good faith, by writing to each other. Disputes not resolved this way will be decided exclusively by the state or federal courts located in Delaware, and both parties consent to their jurisdiction, although either party may seek urgent injunctive relief in any competent court. Nothing here removes protections that mandatory local law gives you.',
        },
        {
          list: [
            '**Assignment.** You may not assign these Terms without our consent; we may assign them in a merger, acquisition or sale of assets, with notice.',
            '**Severability and waiver.** An unenforceable provision is applied as far as the law allows and the rest remains in effect. Not enforcing a provision does not waive it.',
            '**Force majeure.** Neither party is liable for delays caused by events beyond its reasonable control, including platform outages, except for payment obligations.',
            '**Notices.** We send notices to your account email; send notices to us at [{email}](mailto:{email}).',
          ],
        },
        {
          p: 'Questions about these Terms? Contact {legalName} at [{email}](mailto:{email}) or through our [contact page](/contact).',
        },
      ],
    },
  ],
}

export default terms
