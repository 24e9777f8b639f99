import { test, expect, expectAccessible, expectNoSidewaysScroll, signInAsAdmin } from './fixtures';
import { contentPages } from '../support/content-pages';
import { demoAdmin, E2E_MEMBER } from '../support/e2e-accounts';
import { STAFF_SCREENS } from '../support/staff-screens';

test.describe('admin sign-in and guard', () => {
  // One journey: the login page, the forgotten-password page, the form's checks, an admin signed
  // in and out, the guard before and after, and a non-admin refused (four journeys, each a fresh
  // page, until the suite was measured; decision 227).
  test('the login page, the guard, an admin signed in and out, and a non-admin refused @desktop', async ({
    page,
    watched,
  }, testInfo) => {
    watched.allowErrorResponse('/trpc/auth.signIn');
    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    // The business's logo and name, and a way back to the website.
    await expect(page.getByRole('main').getByRole('link', { name: /Since \d{4}/ })).toHaveAttribute('href', '/');
    await expect(page.getByText(/· Staff area$/)).toBeVisible();
    await expect(page.getByRole('link', { name: '← Back to the website' })).toHaveAttribute('href', '/');
    await page.screenshot({ path: testInfo.outputPath(`login-${testInfo.project.name}.png`), fullPage: true });

    // Forgot the password, on a site that cannot send email: the page says what to do instead.
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/admin\/forgot-password$/);
    await expect(page.getByRole('heading', { name: 'Forgot your password?' })).toBeVisible();
    await expect(page.getByText('This website cannot send email yet')).toBeVisible();
    await expect(page.getByText('ask another admin to reset your password')).toBeVisible();
    await expect(page.getByText('npm run admin:create', { exact: false })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveCount(0);
    await expectNoSidewaysScroll(page, 'the forgotten-password page');
    await expectAccessible(page);
    await page.screenshot({
      path: testInfo.outputPath(`forgot-no-email-${testInfo.project.name}.png`),
      fullPage: true,
    });
    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await page.getByRole('link', { name: '← Back to the website' }).click();
    await expect(page).toHaveURL(/\/$/);

    // An unsigned visitor is sent to the login page.
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);
    await expect(page.getByRole('heading', { name: 'Admin Login' })).toBeVisible();
    await expect(page.getByText('Sign in to access the admin dashboard')).toBeVisible();
    // The form's inputs are controlled: keys typed before it has hydrated would be reset.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expectAccessible(page);

    // The form checks its fields and signs an admin in.
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();

    const { email, password } = demoAdmin();
    await page.getByLabel('Email').pressSequentially(email);
    await page.locator('input[name=password]').pressSequentially('wrong-password');
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Invalid email or password.')).toBeVisible();
    await expect(page).toHaveURL(/\/admin\/login$/);

    await page.locator('input[name=password]').press('ControlOrMeta+a');
    await page.locator('input[name=password]').pressSequentially(password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByText('Logged in successfully')).toBeVisible();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Dashboard' })).toBeVisible();
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/admin\/login$/);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin\/login$/);

    // A signed-in non-admin sees Access Denied.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByLabel('Email').pressSequentially(E2E_MEMBER.email);
    await page.locator('input[name=password]').pressSequentially(E2E_MEMBER.password);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(page.getByText("You don't have permission to access this page.")).toBeVisible();
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('staff screens and the Content-Security-Policy', () => {
  test('the staff screens raise no Content-Security-Policy violation, and each fits a phone', async ({
    page,
    isMobile,
  }) => {
    test.setTimeout(120_000);
    // Recorded from the first script of every page on, before the site's own scripts run.
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}`);
      });
    });
    const violations = () => page.evaluate(() => [...(window as unknown as { cspViolations: string[] }).cspViolations]);

    await page.goto('/admin/login', { waitUntil: 'networkidle' });
    expect(await violations(), 'CSP violations on the login page').toEqual([]);
    await signInAsAdmin(page);
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'CSP violations on the dashboard').toEqual([]);
    // Screens whose forms build and check their schemas in the browser.
    for (const path of ['/admin/settings', '/admin/orders', '/admin/add-admin']) {
      await page.goto(path, { waitUntil: 'networkidle' });
      expect(await violations(), `CSP violations on ${path}`).toEqual([]);
    }
    // The form checks what was typed with its schema, in the browser, before anything is sent.
    const form = page.getByRole('region', { name: 'Add an admin' });
    await form.getByLabel('Their email').pressSequentially('not-an-email');
    await form.getByRole('button', { name: 'Add admin' }).click();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByLabel('Their email')).toHaveValue('not-an-email');
    // A move inside the staff area loads the next screen's code in the same page.
    if (isMobile) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('link', { name: 'Redirects' }).first().click();
    await expect(page).toHaveURL(/\/admin\/redirects$/);
    await page.waitForLoadState('networkidle');
    expect(await violations(), 'CSP violations after a check and a move inside the staff area').toEqual([]);
    if (!isMobile) return;

    // On a phone, every staff screen: the office's journeys run at a desk (tagged @desktop), so this
    // is where each screen is opened at phone width, its heading shown, nothing wider than the
    // screen and no button cut short.
    for (const path of STAFF_SCREENS) {
      await page.goto(path);
      await expect(page.locator('main h1, main h2').first(), path).toBeVisible();
      await expectNoSidewaysScroll(page, path);
      expect(await violations(), `CSP violations on ${path}`).toEqual([]);
    }
  });
});

test.describe('site frame', () => {
  // One journey per width for the frame every page shares: the 404 page, the header's menus, the
  // footer, and the header and pages at the widths around this one (they were five journeys, each
  // a fresh page). The 404 page's status and words are checked on the server's HTML as well
  // (tests/public-pages.integration.test.ts, tests/content-pages.integration.test.ts).
  test('the 404 page, the header and footer on this screen size, and the widths around it', async ({
    page,
    isMobile,
    watched,
  }) => {
    watched.allowErrorResponse('/a-page-that-never-existed');
    const response = await page.goto('/a-page-that-never-existed');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: 'This Page Has Moved On' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Gallery' })).toBeVisible();
    await expectAccessible(page);

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: /Caldwell Monuments/ })).toBeVisible();
    if (isMobile) {
      const burger = page.getByRole('button', { name: 'Open menu' });
      await burger.click();
      const menu = page.getByRole('dialog', { name: 'Menu' });
      await expect(menu).toBeVisible();
      // A 44px close button, and focus back on the menu button when the menu closes.
      const closeBox = await menu.getByRole('button', { name: 'Close menu' }).boundingBox();
      expect(Math.min(closeBox!.width, closeBox!.height)).toBeGreaterThanOrEqual(44);
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(burger).toBeFocused();
      await burger.click();
      // Every group is open when the menu opens: a service is one tap away.
      await expect(menu.getByRole('button', { name: 'Services' })).toHaveAttribute('aria-expanded', 'true');
      await expect(menu.getByRole('link', { name: 'Pet Memorials' })).toBeVisible();
      await expect(menu.getByRole('link', { name: /Call Ada/ })).toHaveAttribute('href', /^tel:/);
      for (const group of ['About', 'Pricing']) {
        await expect(menu.getByRole('button', { name: group })).toHaveAttribute('aria-expanded', 'true');
      }
      await expect(menu.getByRole('link', { name: 'Pricing', exact: true })).toBeVisible();
      await expect(menu.getByRole('link', { name: 'Price Calculator', exact: true })).toBeVisible();
      // Every entry leads to a page of the site, not to the moved-on page (a 404). (The menu was a
      // journey of its own in content-pages.spec.ts, a fresh page, until decision 234.)
      const entries = await menu
        .getByRole('link')
        .evaluateAll((links) =>
          links
            .map((a) => ({ name: a.textContent!.trim(), href: a.getAttribute('href')! }))
            .filter((entry) => entry.href.startsWith('/')),
        );
      expect(entries.length).toBeGreaterThanOrEqual(19);
      expect(entries.map((e) => e.href)).toEqual(expect.arrayContaining(['/pricing', '/calculator']));
      for (const entry of entries) {
        const answer = await page.request.get(entry.href);
        expect(answer.status(), `${entry.name}: ${entry.href}`).toBe(200);
      }
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      // A tap on an entry (the first, one in the middle, the last) opens its page and closes the
      // menu; the next is tapped in the menu of the page the last one opened.
      for (const entry of [entries[0]!, entries[Math.floor(entries.length / 2)]!, entries.at(-1)!]) {
        await page.getByRole('button', { name: 'Open menu' }).click();
        await page.getByRole('dialog', { name: 'Menu' }).getByRole('link', { name: entry.name, exact: true }).click();
        await expect(page, entry.name).toHaveURL(new RegExp(`${entry.href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await expect(page.getByRole('dialog', { name: 'Menu' })).toBeHidden();
        const heading = page.getByRole('heading', { level: 1 });
        await expect(heading).toBeVisible();
        await expect(heading, entry.href).not.toHaveText('This Page Has Moved On');
        const own = contentPages.find((p) => p.path === entry.href);
        if (own) await expect(heading).toHaveText(own.h1);
        await expectNoSidewaysScroll(page, entry.href);
      }
    } else {
      const services = header.getByRole('button', { name: /Services/ });
      await services.hover();
      await expect(header.getByRole('link', { name: 'Pet Memorials' })).toBeVisible();
      // The click that follows the hover keeps the menu open.
      await services.click();
      await expect(header.getByRole('link', { name: 'Pet Memorials' })).toBeVisible();
      await page.mouse.move(0, 600);
      await expect(header.getByRole('link', { name: 'Pet Memorials' })).toBeHidden();
      // Keyboard: Enter opens, Escape closes and returns focus to the button.
      await services.focus();
      await page.keyboard.press('Enter');
      await expect(services).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expect(header.getByRole('link', { name: 'Custom Monuments' })).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(services).toBeFocused();
      await expect(services).toHaveAttribute('aria-expanded', 'false');
      await expect(header.getByRole('link', { name: /\(580\)/ })).toHaveAttribute('href', /^tel:/);
      await expect(header.getByRole('link', { name: 'Consultation' })).toBeVisible();
    }
    const footer = page.getByRole('contentinfo');
    await expect(footer).toContainText('Ada, Oklahoma');
    await expect(footer).toContainText('Wylie, Texas');
    await expect(footer).toContainText(String(new Date().getFullYear()));
    await expectAccessible(page);

    if (isMobile) {
      // No page scrolls sideways on the narrower phones: each page opened at 360 px, then the
      // screen widened to 390 px (the layout follows the width; a second load would draw the same).
      for (const path of ['/', '/faq', '/gallery']) {
        await page.setViewportSize({ width: 360, height: 800 });
        await page.goto(path);
        await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
        for (const width of [360, 390]) {
          await page.setViewportSize({ width, height: 800 });
          await expect
            .poll(() => page.evaluate(() => document.documentElement.scrollWidth), `${path} at ${width} px`)
            .toBe(width);
        }
      }
    } else {
      // From 1024px the header shows its links on one line, without the phone menu: the page
      // opened at 1024 px, then widened.
      await page.setViewportSize({ width: 1024, height: 800 });
      await page.goto('/');
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
      for (const width of [1024, 1100, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await expect(header.getByRole('navigation', { name: 'Main' })).toBeVisible();
        await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
        // One line: every link and button of the header sits in the same band, none overlapping.
        const boxes = await header
          .locator('a:visible, button:visible')
          .evaluateAll((elements) =>
            elements
              .map((element) => element.getBoundingClientRect())
              .map((r) => ({ left: r.left, right: r.right, top: r.top, bottom: r.bottom })),
          );
        const headerBox = (await header.boundingBox())!;
        expect(headerBox.height, `header height at ${width}px`).toBeLessThan(80);
        const sorted = boxes.sort((a, b) => a.left - b.left);
        for (let i = 1; i < sorted.length; i++)
          expect(sorted[i]!.left, `overlap at ${width}px`).toBeGreaterThanOrEqual(sorted[i - 1]!.right - 0.5);
        expect(sorted.at(-1)!.right).toBeLessThanOrEqual(width);
      }
    }
  });

  test('before a slow page is ready: a tapped link opens its page, a scroll stays where it was', async ({ page }) => {
    // A slow phone: hydration takes a second or more after the HTML has arrived.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });

    // A visitor who scrolls before the page is ready stays where they scrolled.
    await page.goto('/faq', { waitUntil: 'domcontentloaded' });
    await page.evaluate(() => window.scrollTo(0, 600));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    // Nothing to wait for: the page must not move in the moments after hydration.
    await page.waitForTimeout(500);
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
    // A page opened from a link still starts at its top.
    await page.locator('footer a[href="/gallery"]').evaluate((link: HTMLAnchorElement) => link.click());
    await expect(page).toHaveURL(/\/gallery$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);

    // A link tapped while the page is still hydrating opens its page, without errors. The page's
    // own chunks wait until the tap, so it lands before hydration whatever the machine's speed.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/(?!entry-client-)[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await page.waitForFunction(() => '$_TSR' in window);
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    await page.locator('footer a[href="/faq"]').evaluate((link: HTMLAnchorElement) => link.click());
    release();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/Questions/i);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  });

  test('staff turn a missing page into a redirect @desktop', async ({ page, watched, isMobile }, testInfo) => {
    // Each screen size, repeat and retry runs against the same database, so each uses its own
    // missing page. Junk addresses can be very long, in one unbroken word: the table must still fit.
    const missing = `/old-memorial-brochure-${testInfo.project.name}-${testInfo.repeatEachIndex}-${testInfo.retry}-${'q7'.repeat(120)}`;
    watched.allowErrorResponse(missing);
    watched.allowErrorResponse('/trpc/admin.redirects.create');
    await page.goto(missing);
    // Signed in with the shared state: the form has its own journey above.
    await signInAsAdmin(page);
    if (isMobile) await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('navigation', { name: 'Admin' }).getByRole('link', { name: 'Redirects & 404s' }).click();
    // The dashboard lists the same missing page: wait for the redirects screen itself.
    await expect(page.getByRole('heading', { name: 'Redirects & missing pages' })).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(missing) });
    await expect(row).toBeVisible();
    const tableWidth = (await page.getByRole('table').boundingBox())!.width;
    expect(tableWidth).toBeLessThanOrEqual(Math.max(page.viewportSize()!.width, 640) + 1);
    if (!isMobile) await expect(row.getByRole('button', { name: 'Redirect it' })).toBeInViewport();
    await expectAccessible(page);
    await row.getByRole('button', { name: 'Redirect it' }).click();
    const dialog = page.getByRole('dialog');
    const target = dialog.getByLabel('Send visitors to');
    await target.press('ControlOrMeta+a');
    await target.pressSequentially('not a path');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog.getByText('A path starts with / and has no spaces')).toBeVisible();
    // A typo is refused by the server: it would be a permanent redirect to a missing page.
    await target.press('ControlOrMeta+a');
    await target.pressSequentially('/galery');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(dialog.getByText('No page of this site answers at /galery. Choose one from the list.')).toBeVisible();
    // The picker offers the site's pages.
    await target.press('ControlOrMeta+a');
    await target.pressSequentially('/gallery/set');
    await page.getByRole('option', { name: '/gallery/set-monuments', exact: true }).click();
    await expect(target).toHaveValue('/gallery/set-monuments');
    await dialog.getByRole('button', { name: 'Save rule' }).click();
    await expect(page.getByText('now go to /gallery/set-monuments')).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(missing) })).toHaveCount(0);
    const response = await page.request.get(missing, { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe('/gallery/set-monuments');
    // The rule list can be searched.
    await page.getByRole('tab', { name: /Redirect rules/ }).click();
    await page.getByRole('searchbox', { name: 'Search the rules' }).pressSequentially(missing.slice(1, 40));
    await expect(page.getByText(/^1 of \d+ rules match\.$/)).toBeVisible();
    await expect(page.getByRole('table').getByRole('row')).toHaveCount(2); // the header and the rule
  });
});
