import type { LongformDocument } from './types'

const story: LongformDocument = {
  title: 'From a marketplace to an AI media operator',
  summary:
    'How we went from matching brands with freelance media buyers to building an AI media operator that plans, launches and optimizes campaigns from a single prompt, with people setting the guardrails it works within and approving anything beyond them.',
  intro: [
    'Most company stories are told backward: the ending is decided first and the past is edited to fit. We’d rather tell ours the way it happened, including the parts where we were wrong. {brand} did not start as an AI product. It started as a marketplace, and almost everything we believe today we learned by watching that marketplace struggle in a way we didn’t expect.',
    'What follows is the story in six acts, then the principles we work by, then an honest look at where we are now. It’s written by the two of us, Valeria Montes and Andrés Salgado, for customers, candidates and anyone curious about why an advertising tool is built the way this one is.',
  ],
  sections: [
    {
      id: 'act-1-the-marketplace',
      heading: 'Act I: The marketplace',
      blocks: [
        {
          p: 'We came to the problem from two sides. Valeria came from performance marketing, where she had seen how much a good media buyer could change the trajectory of a brand. Andrés came from operations, and he is the kind of person who can’t look at a spreadsheet without asking why it exists. Between us we knew a lot of talented freelance media buyers, and a lot of brands that could not find one.',
        },
        {
          p: 'So the first version of the company was a marketplace. Brands described what they needed; we matched them with vetted freelancers who specialized in Meta, Google or, more and more often, TikTok. We handled the vetting, the contract and the payments, and we took a fee on each engagement. It was a sensible business, and for a while it looked like the whole plan.',
        },
        {
          p: 'Matching worked. Brands liked the buyers we introduced, and buyers liked getting work without having to chase it. What we didn’t appreciate yet was that a good match was only the beginning of the job, and that the part after the match was where things quietly went wrong.',
        },
        {
          quote:
            'We thought we were solving a search problem. Find the right person, make the introduction, step back. It took us a while to admit that the introduction was the easy part.',
          cite: 'Valeria Montes, CEO',
        },
      ],
    },
    {
      id: 'act-2-the-real-bottleneck',
      heading: 'Act II: The real bottleneck',
      blocks: [
        {
          p: 'Every few weeks we sat down with the buyers on the marketplace and asked how their engagements were going. The answers were remarkably consistent. Nobody complained about strategy. Nobody said they were short of ideas. They complained about the hours.',
        },
        {
          p: 'A typical new campaign meant building audiences by hand in three different ads managers, duplicating ad sets to test a single headline, renaming everything so it could be found later, checking budgets every morning, pausing the losers, and then exporting numbers from each platform into a spreadsheet to build the weekly report the client expected. The thinking took an afternoon. The clicking took the rest of the week.',
        },
        { p: 'When we listed the complaints side by side, they fell into four buckets:' },
        {
          list: [
            '**Launching** took longer than planning: structure, naming, targeting and creative variations rebuilt by hand on every platform, for every client.',
            '**Testing** was rationed, because every extra variant meant more manual setup and more things to keep an eye on.',
            '**Reporting** ate the end of every week, pulling results from each platform into a format a client could actually read.',
            '**Optimization** happened when someone had time, not when the data said it should.',
          ],
        },
        {
          p: 'That changed how we saw the business. The scarce resource wasn’t talent; the marketplace had plenty of it. The scarce resource was the talented person’s time, and most of it was going to work that followed the same pattern from one client to the next. Brands were paying senior rates for junior tasks, and the best buyers hit a ceiling at a handful of clients because their calendars were full of setup and reporting.',
        },
        {
          quote:
            'I spent a month tracking where our buyers’ hours actually went. When we added it up, the repetitive work was most of the week. That tally ended the debate about what we should build next.',
          cite: 'Andrés Salgado, COO',
        },
      ],
    },
    {
      id: 'act-3-tools-for-our-own-buyers',
      heading: 'Act III: Tools for our own buyers',
      blocks: [
        {
          p: 'We didn’t set out to build a software company. We set out to give our buyers their weeks back, so we started writing internal tools. The first one was embarrassingly small: a script that took a campaign brief and created a correctly named, correctly structured campaign skeleton on Meta. Then it did the same on Google. Then it generated the variants for a test, so nobody had to duplicate ad sets by hand at eleven at night.',
        },
        {
          p: 'The reporting tool came next, and it was the one buyers fought over. It pulled results from every platform each morning, normalized them into one view, and drafted the weekly summary in plain language. Buyers edited a draft instead of writing from a blank page. Clients started receiving their reports on time and, to our surprise, started reading them.',
        },
        {
          p: 'Two things happened that we hadn’t planned. First, the buyers who leaned on the tools could take on noticeably more clients without their work getting worse; if anything, they tested more, because testing had become cheap. Second, some of the brands on the marketplace started asking whether they could use the tools directly. They weren’t trying to cut anyone out. They were small teams with a marketer but no media buyer, and they wanted the same leverage our buyers had.',
        },
        {
          p: 'We said no for longer than we should have. The tools were held together with tape, they assumed an expert was at the wheel, and we were, after all, a marketplace. But the requests kept coming, and they kept coming from exactly the kind of company we liked working with.',
        },
      ],
    },
    {
      id: 'act-4-a-product-for-lean-teams',
      heading: 'Act IV: A product for lean teams',
      blocks: [
        {
          p: 'Eventually we accepted that the tooling was the more valuable thing we had built. Turning it into a product meant rewriting most of it. An internal script can assume its user knows which bidding strategy to pick and what a sensible test looks like; a product for a lean team can’t. We had to write down the judgment our best buyers applied without thinking: how to structure a first campaign for a new store, when a test has enough data to call, when a budget change is too aggressive to make in one step.',
        },
        {
          p: 'We wound the marketplace down gradually, helping the brands and buyers on it either move to the product or keep working with each other directly. Several of those buyers became our first power users, and a few became our harshest and most useful critics. We still owe them a great deal.',
        },
        {
          p: 'The first product was not magic. It was a guided workflow: describe the campaign, review the structure it proposed, approve it, launch on Meta, Google and TikTok from one place, and get a single report. But it did the repetitive part reliably, and that was enough for the customers who found us. By the end of our first year as a software company we had {payingCustomers} paying customers and {mrr} in monthly recurring revenue, most of them on the launch price of that first product, below today’s {price} plan.',
        },
        {
          callout:
            'Those numbers are small, and we share them on purpose. {payingCustomers} customers paying us {mrr} a month, between them, told us something a much larger number of free sign-ups could not: the product saved enough time that people chose to pay for it again every month.',
        },
        {
          p: 'They also told us something about the economics. Because the work is done by software rather than billed by the hour, our gross margin runs at about {grossMargin}. That margin is not a vanity metric. It is what lets us keep prices within reach of small teams and still put most of what we earn back into the product.',
        },
      ],
    },
    {
      id: 'act-5-an-ai-media-operator',
      heading: 'Act V: An AI media operator',
      blocks: [
        {
          p: 'The guided workflow had a ceiling. Customers still had to know what to ask for, and they still had to translate a business goal (“we’re launching a summer collection and need sales in the first two weeks”) into campaign settings. Language models had become good enough to do that translation, and, with the right guardrails, to do it with the structure and caution our buyers had taught us.',
        },
        {
          p: 'So we rebuilt the product around a single prompt. You describe what you want in plain language. {brand} drafts the plan: audiences, budgets, campaign structure, creative variations and the tests worth running, across Meta, Google and TikTok, with LinkedIn coming soon. You review and approve it. Then it launches, watches the results, adjusts within the guardrails you approved or proposes changes beyond them, and writes the report. We started calling it an AI media operator, because that is the job it does.',
        },
        {
          steps: [
            '**Describe** the goal, the offer and the budget in plain language.',
            '**Review** the plan the operator drafts, with its reasoning for each choice.',
            '**Approve** what you agree with and change what you don’t.',
            '**Launch** across every connected platform from one place.',
            '**Optimize** within your guardrails: budget shifts, pauses and tests inside them run on their own, and anything beyond them waits for your sign-off.',
            '**Report** in one plain-language summary instead of a spreadsheet per platform.',
          ],
        },
        {
          p: 'The part we care most about is the approval, and the rule is simple. {approvalRule} Teams decide how wide those guardrails are, but a person is always accountable for the budget, and the product is built to make that accountability easy: every change carries its reason and a record of what it replaced.',
        },
        {
          quote:
            'We didn’t want a black box that spends your money and sends you a nice chart. We wanted the colleague our best buyers were on a good day: fast, careful, and willing to show their work.',
          cite: 'Andrés Salgado, COO',
        },
        {
          p: '{timeResult}. The hours that come back go into creative, positioning and talking to their own customers, which is where they should have been going all along.',
        },
      ],
    },
    {
      id: 'act-6-agencies-ecommerce-and-whatsapp',
      heading: 'Act VI: Agencies, e-commerce and WhatsApp',
      blocks: [
        {
          p: 'Growth came from two directions, one of which we expected. E-commerce brands found us because they live and die by paid acquisition and rarely have a full media team. Agencies found us because they had exactly the problem our marketplace buyers had, multiplied across every account: too many clients, too much setup, too many reports.',
        },
        {
          p: 'Agencies pushed us hardest, and the product is better for it. They needed a workspace per client, roles and permissions, reports they could send under their own name, and a way to bring their own playbooks into the operator. For larger agencies and enterprise teams we built a dedicated offer, separate from the monthly plan (which has no setup fees) and agreed in its own contract: a {setupFee} setup, which covers onboarding, moving existing accounts across and configuring the operator around their process, followed by a license of {licenseFee} a month.',
        },
        {
          p: 'Today {agencies} agencies run client work on {brand}, and the platform has served {brandsCount} brands since it launched.',
        },
        {
          p: 'The last addition surprised us. Customers kept telling us that the campaign was only half the funnel. An ad would work, people would message the brand on WhatsApp, and then the conversation would sit unanswered until someone got to it, often hours later. Many of our customers sell in markets where WhatsApp is where buying actually happens. So we built messaging-automation agents that answer questions, qualify leads, follow up and hand the conversation to a person when it matters, and we offer them as WhatsApp packages alongside the media operator.',
        },
        {
          quote:
            'An ad that works followed by a message nobody answers is still a lost sale. Once we saw that pattern in our customers’ data, not building the agents would have been the strange choice.',
          cite: 'Valeria Montes, CEO',
        },
        {
          p: 'The logic is the same one that started the company: find the repetitive work standing between a good idea and a result, automate it carefully, and keep people in charge of the decisions that matter.',
        },
      ],
    },
    {
      id: 'culture-principles',
      heading: 'How we work',
      blocks: [
        {
          p: 'We are a small team on purpose, and the way we work comes straight out of the story above. These are the principles we hire for and hold each other to. They are not aspirations pinned to a wall; when we break one, we say so and fix it.',
        },
        {
          list: [
            '**People set the limits.** Automation works inside the guardrails a person approved, and anything beyond them is that person’s call. Every feature is designed so the accountable person can see what will happen, why, and how to undo it.',
            '**Automate the repetitive, not the judgment.** We go looking for work that follows the same pattern every time. Strategy, taste and knowledge of the customer stay with people.',
            '**Show the work.** Every recommendation comes with its reasons and every report with its sources. If we can’t explain a number, we don’t show it.',
            '**Stay small, build leverage.** We deliberately keep the company near {teamCap} people. Before we hire for a repetitive task, we ask whether it should be automated instead, the same question we ask on behalf of our customers.',
            '**Listen to the people doing the work.** We changed direction once because media buyers described their week to us. We still spend time every week with the marketers, operators and agency teams who use the product.',
            '**Say the small numbers out loud.** We share real figures, including the modest ones, with customers, candidates and each other. An honest small number beats an impressive vague one.',
            '**Ship small, then listen.** We release in small steps to the customers who asked, watch what they actually do, and only then polish. The first version of almost everything we own was embarrassingly small.',
          ],
        },
      ],
    },
    {
      id: 'where-we-are',
      heading: 'Where we are today',
      blocks: [
        {
          p: 'Today {brand} is an AI media operator for e-commerce brands, lean marketing teams and agencies. It has launched {campaigns} campaigns across Meta, Google and TikTok. {roasResult}. The WhatsApp agents pick up the conversations those campaigns start. The team is still small, and it will stay that way.',
        },
        {
          p: 'What comes next is mostly more of the same, done better. LinkedIn is the next platform, because B2B teams have been asking for it longer than anyone. The operator will get better at creative testing and at explaining its reasoning. The messaging agents will connect more tightly to campaigns, so what people ask on WhatsApp after seeing an ad shapes the next ad. And keeping the team small means we will keep choosing, carefully, what not to build.',
        },
        {
          p: 'If you recognize your own week in Act II, we’d like to show you what the operator does with it. [Book a demo](/book-demo), browse [the features](/features), or read more [about the team](/about).',
        },
      ],
    },
  ],
}

export default story
