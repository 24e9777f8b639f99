import { useEffect, useState } from 'react';
import { Link } from '@tanstack/react-router';
import { Accordion, Anchor, Text, Title } from '@mantine/core';
import type { FaqCategory } from '#content/faq';
import classes from './faq-accordion.module.css';

/**
 * The FAQ's questions, one accordion per category. A single value is shared by all of them, so
 * only one answer on the whole page is open at a time (specification: "one open at a time,
 * collapsible"). Closed answers stay in the HTML (display: none) for search engines and for
 * reading without JavaScript's help. /faq#question-id opens that question.
 */
export function FaqAccordion({ categories }: { categories: FaqCategory[] }) {
  const [open, setOpen] = useState<string | null>(null);

  useEffect(() => {
    const fromHash = () => {
      const id = decodeURIComponent(window.location.hash.slice(1));
      if (categories.some((category) => category.questions.some((q) => q.id === id))) setOpen(id);
    };
    fromHash();
    window.addEventListener('hashchange', fromHash);
    return () => window.removeEventListener('hashchange', fromHash);
  }, [categories]);

  return (
    <div>
      {categories.map((category) => {
        const openHere = category.questions.some((q) => q.id === open) ? open : null;
        return (
          <section key={category.id} className={classes.category} aria-labelledby={`faq-${category.id}`}>
            <Title order={2} id={`faq-${category.id}`} className={classes.categoryTitle}>
              {category.title}
            </Title>
            <Accordion
              value={openHere}
              onChange={setOpen}
              order={3}
              variant="separated"
              chevronPosition="right"
              keepMounted
              keepMountedMode="display-none"
              classNames={{
                item: classes.item,
                control: classes.control,
                label: classes.label,
                content: classes.content,
              }}
            >
              {category.questions.map((question) => (
                <Accordion.Item key={question.id} value={question.id} id={question.id}>
                  <Accordion.Control>{question.question}</Accordion.Control>
                  <Accordion.Panel>
                    <Text>{question.answer}</Text>
                    {question.readMore ? (
                      <Anchor
                        component={Link}
                        to={`/faq/${question.readMore}`}
                        underline="always"
                        className={classes.readMore}
                        // Five links read "Read Full Answer"; the name says which answer (it keeps the visible words).
                        aria-label={`Read Full Answer: ${question.question}`}
                      >
                        Read Full Answer <span aria-hidden="true">›</span>
                      </Anchor>
                    ) : null}
                  </Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          </section>
        );
      })}
    </div>
  );
}
