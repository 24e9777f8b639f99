// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import type { FaqCategory } from '#content/faq';
import { FaqAccordion } from './faq-accordion';

const categories: FaqCategory[] = [
  {
    id: 'design',
    title: 'Designing a Monument',
    questions: [
      {
        id: 'options',
        question: 'What can I choose?',
        answer: 'Shape, size and granite.',
        readMore: 'options-article',
      },
      { id: 'sketch', question: 'Can I bring a sketch?', answer: 'Yes, any drawing helps.' },
      { id: 'photo', question: 'Can you etch a photo?', answer: 'Yes, on dark granite.' },
    ],
  },
  {
    id: 'cost',
    title: 'Cost',
    questions: [{ id: 'deposit', question: 'How much up front?', answer: 'Half when you order.' }],
  },
] as FaqCategory[];

const question = (name: string) => screen.getByRole('button', { name });
const answerOf = (button: HTMLElement) => document.getElementById(button.getAttribute('aria-controls')!)!;

afterEach(() => {
  cleanup();
  window.location.hash = '';
});

describe('FAQ accordion (plain buttons, no Mantine runtime)', () => {
  it('draws each question as a button in a heading that controls its answer region', async () => {
    await renderUi(<FaqAccordion categories={categories} />);
    const options = await screen.findByRole('button', { name: 'What can I choose?' });
    expect(options.closest('h3')).not.toBeNull();
    expect(options.getAttribute('aria-expanded')).toBe('false');
    const answer = answerOf(options);
    expect(answer.getAttribute('role')).toBe('region');
    expect(answer.getAttribute('aria-labelledby')).toBe(options.id);
    // Closed answers stay in the HTML, hidden.
    expect(answer.hidden).toBe(true);
    expect(answer.textContent).toContain('Shape, size and granite.');
    // Mantine's classes and data attributes, so its stylesheet draws it as before.
    expect(options.className).toContain('mantine-Accordion-control');
    expect(options.closest('[data-accordion]')?.getAttribute('data-variant')).toBe('separated');
  });

  it('opens one answer at a time across categories, and closes the open one on a second click', async () => {
    await renderUi(<FaqAccordion categories={categories} />);
    const options = await screen.findByRole('button', { name: 'What can I choose?' });
    fireEvent.click(options);
    expect(options.getAttribute('aria-expanded')).toBe('true');
    expect(answerOf(options).hidden).toBe(false);
    expect(options.closest('.mantine-Accordion-item')?.hasAttribute('data-active')).toBe(true);
    expect(options.querySelector('.mantine-Accordion-chevron')?.hasAttribute('data-rotate')).toBe(true);
    expect(screen.getByRole('link', { name: 'Read Full Answer: What can I choose?' }).getAttribute('href')).toBe(
      '/faq/options-article',
    );

    const deposit = question('How much up front?');
    fireEvent.click(deposit);
    expect(deposit.getAttribute('aria-expanded')).toBe('true');
    expect(options.getAttribute('aria-expanded')).toBe('false');
    expect(answerOf(options).hidden).toBe(true);

    fireEvent.click(deposit);
    expect(deposit.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelectorAll('[aria-expanded=true]')).toHaveLength(0);
  });

  it('moves between the questions of a category with the arrow keys, Home and End', async () => {
    await renderUi(<FaqAccordion categories={categories} />);
    const [options, sketch, photo] = ['What can I choose?', 'Can I bring a sketch?', 'Can you etch a photo?'].map(
      question,
    ) as [HTMLElement, HTMLElement, HTMLElement];
    options.focus();
    fireEvent.keyDown(options, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(sketch);
    fireEvent.keyDown(sketch, { key: 'End' });
    expect(document.activeElement).toBe(photo);
    fireEvent.keyDown(photo, { key: 'ArrowDown' });
    expect(document.activeElement).toBe(options);
    fireEvent.keyDown(options, { key: 'ArrowUp' });
    expect(document.activeElement).toBe(photo);
    fireEvent.keyDown(photo, { key: 'Home' });
    expect(document.activeElement).toBe(options);
    // Arrows stay inside their own category.
    expect(question('How much up front?')).not.toBe(document.activeElement);
  });

  it('opens the question named in the address', async () => {
    window.location.hash = '#deposit';
    await renderUi(<FaqAccordion categories={categories} />);
    const deposit = await screen.findByRole('button', { name: 'How much up front?' });
    expect(deposit.getAttribute('aria-expanded')).toBe('true');
    fireEvent(window, new HashChangeEvent('hashchange'));
    window.location.hash = '#sketch';
    fireEvent(window, new HashChangeEvent('hashchange'));
    expect(question('Can I bring a sketch?').getAttribute('aria-expanded')).toBe('true');
    expect(deposit.getAttribute('aria-expanded')).toBe('false');
  });
});
