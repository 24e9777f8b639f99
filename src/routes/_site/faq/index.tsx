import { createFileRoute } from '@tanstack/react-router';
import { faqFor } from '#content/faq';
import { pageHead, type PageMeta } from '#src/lib/seo';
import { FaqPage, faqBreadcrumbs } from '#src/features/faq/faq-page';

export const Route = createFileRoute('/_site/faq/')({
  // Light: plain components only, the accordion included (decision 049).
  staticData: { light: true },
  // Loader and page share one lazy chunk, so the questions never weigh on other pages.
  codeSplitGroupings: [['loader', 'component']],
  // The head's words and the questions and answers for the structured data (from the same data
  // as the accordion) come from the loader, not from every page's first download (decision 044).
  loader: ({ context }): { meta: PageMeta } => ({
    meta: {
      title: 'Frequently Asked Questions About Monuments and Headstones',
      description:
        'Answers about designing a monument, how long it takes (4-6 weeks standard), installation, pricing and the 50% deposit, cemetery rules, materials and care.',
      breadcrumbs: faqBreadcrumbs,
      jsonLd: [
        {
          '@context': 'https://schema.org',
          '@type': 'FAQPage',
          mainEntity: faqFor(context.business).faqCategories.flatMap((category) =>
            category.questions.map(({ question, answer }) => ({
              '@type': 'Question',
              name: question,
              acceptedAnswer: { '@type': 'Answer', text: answer },
            })),
          ),
        },
      ],
    },
  }),
  head: ({ match, loaderData }) => (loaderData ? pageHead(match, loaderData.meta) : {}),
  component: FaqPage,
});
