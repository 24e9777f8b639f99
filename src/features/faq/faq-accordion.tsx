import { useEffect, useState, type CSSProperties, type KeyboardEvent } from 'react';
import { Link } from '@tanstack/react-router';
import { Anchor, Text, Title } from '#src/components/plain';
import type { FaqCategory } from '#content/faq';
import classes from './faq-accordion.module.css';

/** The chevron Mantine's accordion draws (its AccordionChevron), pointing down; it turns while open. */
function Chevron() {
  return (
    <svg
      viewBox="0 0 15 15"
      fill="none"
      xmlns="http://www.w3.org/2000/svg"
      style={{
        width: 'calc(1rem * var(--mantine-scale))',
        height: 'calc(1rem * var(--mantine-scale))',
        display: 'block',
      }}
    >
      <path
        d="M3.13523 6.15803C3.3241 5.95657 3.64052 5.94637 3.84197 6.13523L7.5 9.56464L11.158 6.13523C11.3595 5.94637 11.6759 5.95657 11.8648 6.15803C12.0536 6.35949 12.0434 6.67591 11.842 6.86477L7.84197 10.6148C7.64964 10.7951 7.35036 10.7951 7.15803 10.6148L3.15803 6.86477C2.95657 6.67591 2.94637 6.35949 3.13523 6.15803Z"
        fill="currentColor"
        fillRule="evenodd"
        clipRule="evenodd"
      />
    </svg>
  );
}

const KEYS_THAT_MOVE = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/**
 * Up and Down arrows move between the questions of one category (wrapping round), Home and End go
 * to its first and last, as Mantine's accordion does; Tab, Enter and Space are the buttons' own.
 */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (!KEYS_THAT_MOVE.has(event.key) || !(event.target instanceof HTMLElement)) return;
  const buttons = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('[data-accordion-control]')];
  const at = buttons.indexOf(event.target as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  const last = buttons.length - 1;
  const next =
    event.key === 'Home'
      ? 0
      : event.key === 'End'
        ? last
        : event.key === 'ArrowDown'
          ? (at + 1) % buttons.length
          : (at - 1 + buttons.length) % buttons.length;
  buttons[next]?.focus();
}

/**
 * The FAQ's questions, one accordion per category. One answer on the whole page is open at a time
 * (specification: "one open at a time, collapsible"). Closed answers stay in the HTML (hidden) for
 * search engines and for reading without JavaScript's help. /faq#question-id opens that question.
 *
 * Native buttons with aria-expanded and aria-controls, written with the classes and data
 * attributes Mantine's Accordion (separated variant) writes, so Mantine's stylesheet draws it the
 * same; no Mantine runtime, so /faq is a light page (decisions 042, 043 and 049).
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
      {categories.map((category) => (
        <section key={category.id} className={classes.category} aria-labelledby={`faq-${category.id}`}>
          <Title order={2} id={`faq-${category.id}`} className={classes.categoryTitle}>
            {category.title}
          </Title>
          <div
            className="m_9bdbb667 mantine-Accordion-root"
            data-variant="separated"
            data-accordion="true"
            style={{ '--accordion-chevron-size': 'auto' } as CSSProperties}
            onKeyDown={moveFocus}
          >
            {category.questions.map((question) => {
              const active = question.id === open;
              const controlId = `${question.id}-question`;
              const panelId = `${question.id}-answer`;
              return (
                <div
                  key={question.id}
                  id={question.id}
                  className={`m_9f59b069 ${classes.item} m_9bd7b098 mantine-Accordion-item`}
                  data-active={active || undefined}
                >
                  <h3 className="m_8fa820a0 mantine-Accordion-itemTitle">
                    <button
                      type="button"
                      id={controlId}
                      className={`mantine-focus-auto ${classes.control} m_4ba585b8 mantine-Accordion-control m_87cf2631 mantine-UnstyledButton-root`}
                      data-accordion-control="true"
                      data-active={active || undefined}
                      data-chevron-position="right"
                      aria-expanded={active}
                      aria-controls={panelId}
                      onClick={() => setOpen(active ? null : question.id)}
                    >
                      <span
                        className="m_3f35ae96 mantine-Accordion-chevron"
                        data-rotate={active || undefined}
                        data-position="right"
                      >
                        <Chevron />
                      </span>
                      <span className={`${classes.label} m_df3ffa0f mantine-Accordion-label`}>{question.question}</span>
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    role="region"
                    aria-labelledby={controlId}
                    hidden={!active}
                    className={`${classes.panel} m_df78851f mantine-Accordion-panel`}
                  >
                    <div className={`${classes.content} m_4ba554d4 mantine-Accordion-content`}>
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
                    </div>
                  </div>
                </div>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
