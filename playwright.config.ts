import os from 'node:os';
import { defineConfig, devices } from '@playwright/test';

// Several checkouts may run their browser tests at once; each can pick its own port.
const PORT = Number(process.env.E2E_PORT ?? 3100);

const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1280, height: 900 } };
const phone = { ...devices['Pixel 7'], browserName: 'chromium' as const };
const RUN_ALONE = /\/(staff-admin|calculator|email)\.spec\.ts$/;
const STAFF_ADMIN = /\/staff-admin\.spec\.ts$/;
const CALCULATOR = /\/calculator\.spec\.ts$/;
const EMAIL = /\/email\.spec\.ts$/;
/**
 * The content archive's round trip: the site's archive, checked in the import, changes nothing.
 * Any journey that edits content between the download and the check makes it untrue (a blog post
 * published meanwhile failed it once at three workers), so it runs alone, after everything else.
 */
const ARCHIVE = /export the content archive/;

/** Browser journeys against the production build, in Debian's Chromium. */
export default defineConfig({
  testDir: 'tests/e2e',
  // A worker per core and one more: each takes whole files (journeys within a file share state and
  // run in order), so the desktop and phone runs of different files go side by side, and while a
  // journey waits on the server or a timer the extra one keeps the cores busy (the browser phase
  // was 78 % busy on two workers; decision 293).
  fullyParallel: false,
  workers: os.availableParallelism() + 1,
  retries: process.env.CI ? 1 : 0,
  timeout: 45_000,
  // Lists and badges fetched in the browser can take more than the default 5 s on a loaded machine.
  expect: { timeout: 10_000 },
  // Each journey's time goes to a JSON file too; `npm test` prints the slowest (decision 241).
  reporter: process.env.CI
    ? [['list'], ['html', { open: 'never' }], ['json', { outputFile: '.tmp/times/playwright.json' }]]
    : 'list',
  use: {
    baseURL: `http://localhost:${PORT}`,
    // As a person who asked for less motion: dialogs and menus appear without their transitions
    // (the theme respects the setting), so a click never lands on a button still sliding in
    // (the proof's "Yes, approve" was clicked mid-transition and missed, decision 287).
    reducedMotion: 'reduce',
    // A trace records a screenshot and a DOM snapshot at every step, which made every journey a
    // third slower (measured: the gallery journeys 71.7 s with it, 47.0 s without); it is recorded
    // only when a journey is run again after failing, which is when it is read (decision 227).
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      // Debian's headless shell: Chromium's engine without the desktop browser around it, what
      // Playwright itself runs for headless tests; a third less CPU than /usr/bin/chromium for the
      // same journeys (measured: 92.7 against 133.1 CPU-s, decision 289).
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    // Signs the demo admin in once; the journeys reuse that session (fixtures.ts, signInAsAdmin).
    { name: 'setup', testMatch: /auth\.setup\.ts/ },
    // A journey run at one width only ends its title with the tag @desktop or @phone and is left out
    // of the other width's list: skipped from its body, it had its browser page opened first, 1-4 s
    // each, 13 of them (decision 275). Its `test.skip` stays, for a run that names another project.
    {
      name: 'desktop',
      use: desktop,
      dependencies: ['setup'],
      testIgnore: RUN_ALONE,
      grepInvert: [/@phone\b/, ARCHIVE],
    },
    { name: 'phone', use: phone, dependencies: ['setup'], testIgnore: RUN_ALONE, grepInvert: [/@desktop\b/, ARCHIVE] },
    // Journeys that change what every page shows (an office phone, the calculator's prices), count
    // every new lead or turn outgoing email on and off run last, with no other journey beside them.
    // They are the office's, at a desk (tagged @desktop; the phone journey of the staff screens is
    // in foundation.spec.ts), so each file is one project and the workers take them as they
    // come (decision 287; before, 259 and 234). Run them with --project 'desktop-last*'.
    { name: 'desktop-last-email', use: desktop, testMatch: EMAIL, dependencies: ['desktop', 'phone'] },
    { name: 'desktop-last-calculator', use: desktop, testMatch: CALCULATOR, dependencies: ['desktop', 'phone'] },
    { name: 'desktop-last-staff', use: desktop, testMatch: STAFF_ADMIN, dependencies: ['desktop', 'phone'] },
    {
      name: 'desktop-last-archive',
      use: desktop,
      grep: ARCHIVE,
      dependencies: ['desktop-last-email', 'desktop-last-calculator', 'desktop-last-staff'],
    },
  ],
  webServer: {
    // A fresh embedded database each run, prepared with the demo seed and a non-admin account.
    command: 'rm -rf .tmp/e2e && npx tsx tests/support/e2e-prepare.ts && node dist/server/main.js',
    // The per-address limits are raised (every journey comes from one address), and TRUST_PROXY=1
    // (the test runner stands where a proxy would) lets a test speak from its own address
    // (X-Forwarded-For) to exercise the lead-form limit.
    env: {
      NODE_ENV: 'production',
      PORT: String(PORT),
      HOST: 'localhost',
      DATA_DIR: '.tmp/e2e',
      LOG_LEVEL: 'warn',
      TRUST_PROXY: '1',
      // The email journey's mail server listens on this machine.
      ALLOW_PRIVATE_SMTP_HOST: 'true',
      BASKET_RATE_LIMIT_PER_MINUTE: '2000',
      QUOTE_REQUEST_LIMIT_PER_HOUR: '200',
      BOOKING_LIMIT_PER_HOUR: '500',
      PUBLIC_RATE_LIMIT_PER_MINUTE: '100000',
      PRIVATE_LINK_MISSES_PER_15_MINUTES: '500',
    },
    url: `http://localhost:${PORT}/healthz`,
    timeout: 120_000,
    reuseExistingServer: false,
  },
});
