// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { renderUi } from '#tests/support/render-ui';
import { NavDropdown } from './nav-dropdown';

const links = [
  { label: 'Our Story', to: '/about' },
  { label: 'Our Staff', to: '/staff' },
];

async function renderMenu() {
  await renderUi(<NavDropdown label="About" links={links} />);
  const button = await screen.findByRole('button', { name: /About/ });
  return { button, wrapper: button.parentElement! };
}

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

describe('header dropdown', () => {
  it('stays open when the mouse that opened it by hovering clicks the button', async () => {
    const { button, wrapper } = await renderMenu();
    fireEvent.mouseEnter(wrapper);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('link', { name: 'Our Story' })).toBeTruthy();
    // A second click closes it.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('opens for a mouse already resting on it when the page becomes interactive', async () => {
    const matches = Element.prototype.matches;
    vi.spyOn(Element.prototype, 'matches').mockImplementation(function (this: Element, selector: string) {
      return selector === ':hover' || matches.call(this, selector);
    });
    const { button } = await renderMenu();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    // The click that follows keeps it open, as after any hover.
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
  });

  it('toggles on click or Enter without a hover (keyboard and touch)', async () => {
    const { button } = await renderMenu();
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });

  it('closes when the mouse leaves and on Escape', async () => {
    const { button, wrapper } = await renderMenu();
    fireEvent.mouseEnter(wrapper);
    fireEvent.mouseLeave(wrapper);
    expect(button.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(button);
    fireEvent.keyDown(button, { key: 'Escape' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
  });
});
