import { useDeferredValue } from 'react';
import { Alert, Container } from '#src/components/plain';
import { PageHero } from '#src/components/content/page-hero';
import type { CalculatorChoices } from '#server/modules/public-calculator/public-calculator.choices';
import { StartChoices } from './calculator-start';
import { CalculatorFormOnDemand, preloadCalculatorFormFor } from './calculator-form-on-demand';
import type { Options, ServerEstimate } from './calculator-types';
import type { InitialCemetery } from './calculator-cemetery';

// In the browser, a page opened on a design asks for the form's code as soon as the page's own code
// runs, before React hydrates the page (decision 239); the start page never asks for it.
if (!import.meta.env.SSR && typeof window !== 'undefined') void preloadCalculatorFormFor(window.location.search);

export const calculatorBreadcrumbs = [{ name: 'Price Calculator', path: '/calculator' }];

/** /calculator: explains itself and lists the designs in the server HTML; the form and the figures follow. */
export function CalculatorPage({
  choices,
  options,
  estimate,
  cemetery,
}: {
  choices: CalculatorChoices;
  options: Options | null;
  estimate: ServerEstimate | undefined;
  cemetery?: InitialCemetery;
}) {
  const started = !!(choices.template || choices.type);
  // A move from the start page to a design shows the form once its code is here (decision 239):
  // until then the start page stays as it is (the deferred render waits for the code), never a
  // blank or a spinner in its place. On the server and while hydrating, the two are the same.
  const formShown = useDeferredValue(started) && started;
  return (
    <>
      <PageHero
        eyebrow="Price calculator"
        title="Monument Price Calculator"
        breadcrumbs={calculatorBreadcrumbs}
        lead="See an honest price range for the monument you have in mind, with every line explained. Start from one of our designs or a kind of monument, then change the size, granite, lettering and extras. Delivery and installation in our service area are included."
      />
      <Container size="lg" py={{ base: 24, md: 40 }}>
        {!options ? (
          <Alert color="blue" title="Our prices are being updated">
            The calculator will be back shortly. Please call us or use the contact form, and we will gladly give you a
            price.
          </Alert>
        ) : formShown ? (
          <CalculatorFormOnDemand options={options} choices={choices} estimate={estimate} cemetery={cemetery} />
        ) : (
          <StartChoices
            options={options}
            kept={{ cemetery: choices.cemetery, section: choices.section, zip: choices.zip, town: choices.town }}
          />
        )}
      </Container>
    </>
  );
}
