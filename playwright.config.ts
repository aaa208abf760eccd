import { statfsSync } from 'node:fs';
import { defineConfig, devices, test } from '@playwright/test';
import { pgliteDataDirTemplate } from './tests/helpers/template-data-dir';

// Browser tests drive Debian's Chromium against the real local server (npm start's code path) on
// ports of their own, with a throwaway data directory, on the default PGlite backend.
// Ports and data directories are picked once by the runner and handed to its workers through the
// environment, so two runs on one machine (or two suites in parallel) never share a server.
// Each project (desktop, phone) has its own server and database, so the two run side by side in two
// workers without one's rows showing up in the other's counts.

/** The e2e mail catcher refuses every address at this domain. */
export const E2E_REFUSED_DOMAIN = 'refused.example';

if (!process.env.E2E_SLOT) process.env.E2E_SLOT = String(process.pid % 400);
const SLOT = Number(process.env.E2E_SLOT);
const ALL_PROJECTS = ['desktop', 'phone'] as const;
type ProjectName = (typeof ALL_PROJECTS)[number];
// E2E_PROJECTS=desktop (comma-separated) starts only those projects' servers, for a quick local run.
const PROJECTS = ALL_PROJECTS.filter(
  (name) => !process.env.E2E_PROJECTS || process.env.E2E_PROJECTS.split(',').includes(name),
);

function endpointsFor(project: ProjectName) {
  const offset = project === 'phone' ? 400 : 0;
  return {
    apiUrl: `http://127.0.0.1:${55000 + offset + SLOT}`,
    appUrl: `http://localhost:${45000 + offset + SLOT}`,
    mailUrl: `http://127.0.0.1:${56000 + offset + SLOT}`,
    mailSmtpPort: 57000 + offset + SLOT,
    dataDir: `.data/e2e-${SLOT}-${project}`,
  };
}

/**
 * Under `npm test`, the run's seeded template as a data directory (tests/helpers/make-templates.ts): a server starts
 * from a copy of it as from a new data directory after its first start, without migrating one for the build's
 * content read (about 7 CPU-s per project). Run alone, Playwright's servers migrate their own.
 */
const SEEDED_DATA_DIR = pgliteDataDirTemplate(true);

/** How a project's server is started, and where it says it is ready (see tests/e2e/start-servers.mjs). */
function serverOf(project: ProjectName) {
  const { apiUrl, appUrl, dataDir, mailUrl, mailSmtpPort } = endpointsFor(project);
  const fromTemplate = SEEDED_DATA_DIR ? `mkdir -p ${dataDir} && cp -r ${SEEDED_DATA_DIR} ${dataDir}/pglite && ` : '';
  return {
    name: project,
    // Each run starts from a new database. Node with tsx's loader, as `npm start` runs it, without npx.
    command: `rm -rf ${dataDir} && ${fromTemplate}node --import tsx supabase/local/start.ts`,
    healthUrl: `${apiUrl}/auth/v1/health`,
    env: {
      DATA_DIR: dataDir,
      // Each server builds its own copy of the app, bound to its own API.
      DIST_DIR: `${dataDir}/dist`,
      API_PORT: new URL(apiUrl).port,
      APP_PORT: new URL(appUrl).port,
      MAIL_WEB_PORT: new URL(mailUrl).port,
      MAIL_SMTP_PORT: String(mailSmtpPort),
      // Mail to this domain is refused (550), so tests can see how a refused address is handled.
      MP_SMTP_ALLOWED_RECIPIENTS: `^(?!.*@${E2E_REFUSED_DOMAIN.replace(/\./g, '\\.')}$)`,
      DATABASE_URL: '',
      VITE_SUPABASE_URL: '',
      VITE_SUPABASE_ANON_KEY: '',
    },
  };
}

/**
 * `npm run test:soak` (E2E_SOAK=1): the long version of the offline chaos test. `npm test` runs a short case
 * that still exercises every path.
 */
export const SOAK = process.env.E2E_SOAK === '1';

/**
 * Each behaviour is tested once, in one viewport: every spec file has a home project, where its tests run.
 * Staff use their own screens on the phone, travellers read the pages mostly on phones, and the rest keeps the
 * two projects about equally long (they run side by side, so the longer sets the pace). A test about the
 * layout itself (the phone header, touch, what fits a narrow screen) says where else it runs with a tag:
 * `@both` runs it in both projects, `@phone` or `@desktop` in that one only, whatever the file's home.
 */
const HOME: Record<ProjectName, string[]> = {
  desktop: [
    'app-shell',
    'connectivity',
    // The policy is the same in any viewport; here it evens out the two projects' times.
    'csp',
    'forms',
    'gallery',
    'home-visuals',
    'outbox',
    'page-weight',
    'prerender',
    'reviews',
    'share-images',
    'throttle',
    'tour-actions',
    'tour-reviews-header',
    'xss',
    // Managing who has an account, like editing tour texts in three languages, is desk work; here it also evens out
    // the two projects' times.
    'admin-accounts',
    'admin-auth',
    'admin-content',
    'admin-deep-links',
    'admin-notification-choices',
    'admin-secrets',
  ],
  phone: [
    'admin-dashboard',
    'admin-gallery',
    'admin-history',
    'admin-inquiries',
    'admin-insights',
    'admin-live',
    'admin-notifications',
    'admin-offline',
    'admin-phone',
    'admin-pipeline',
    'admin-push',
    'admin-reviews',
    'admin-scale',
    'analytics',
    // Typing before the page is live happens on slow phones.
    'early-input',
    'offline',
    'outbox-chaos',
    'outbox-phone',
    'public-site',
    'verify-deployment',
  ],
};

/** Which tests a project runs: its home files' and those tagged for it (see HOME). */
function selection(project: ProjectName): { grep: RegExp[]; grepInvert: RegExp } {
  const other = ALL_PROJECTS.find((name) => name !== project)!;
  // Playwright matches these against "<project> <file path> <describe titles> <title> <tags>".
  const files = HOME[project].map((name) => new RegExp(`[ /]${name}\\.spec\\.ts `));
  return { grep: [...files, /@both\b/, new RegExp(`@${project}\\b`)], grepInvert: new RegExp(`@${other}\\b`) };
}

/** The server of the running test's project; test helpers call this from inside tests and hooks. */
function currentProject(): ProjectName {
  const name = test.info().project.name;
  if (!(ALL_PROJECTS as readonly string[]).includes(name)) throw new Error(`Unknown Playwright project ${name}`);
  return name as ProjectName;
}

/** The server of the project the current test runs in. */
export const E2E = {
  get apiUrl() {
    return endpointsFor(currentProject()).apiUrl;
  },
  get appUrl() {
    return endpointsFor(currentProject()).appUrl;
  },
  get dataDir() {
    return endpointsFor(currentProject()).dataDir;
  },
  get mailUrl() {
    return endpointsFor(currentProject()).mailUrl;
  },
};

/**
 * Chromium takes the last `--disable-features` it is given, so this repeats Playwright's own list (see
 * chromiumSwitches in playwright-core) and adds the omnibox's WebUI pop-ups: headless Chromium builds both for
 * every new window, which is every new context, and they cost about a third of a context's processor time
 * although no test has an address bar. It also turns off the spare renderer: Chromium starts a renderer ahead of
 * the next navigation, but a renderer serves one context only, so each test's context started one that its close
 * threw away (on 47 desktop tests, interleaved: 245–261 → 212–231 CPU-s).
 */
const CHROMIUM_DISABLED_FEATURES = `--disable-features=${[
  // Playwright's (playwright-core 1.65)
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
  'msForceBrowserSignIn',
  'msEdgeUpdateLaunchServicesPreferredVersion',
  // Ours
  'WebUIOmniboxPopup',
  'WebUIOmniboxAimPopup',
  'SpareRendererForSitePerProcess',
].join(',')}`;

/**
 * V8 without its optimising compilers (Maglev, TurboFan): a test's page runs its scripts for seconds, too briefly for
 * optimised code to repay its compiling, which took a fifth of the renderers' processor time. Scripts behave the same
 * either way. On the phone suites of admin-reviews and public-site, interleaved, three runs each: renderers 59–66 →
 * 46–53 CPU-s, all processes 147–168 → 132–148 CPU-s, medians 156 → 142 (`--lite-mode`: 150–159; a
 * single-threaded GC made it worse).
 */
const CHROMIUM_JS_FLAGS = '--js-flags=--no-opt --no-maglev';

/**
 * A Pixel 7's screen, touch and mobile viewport (412 × 839 CSS pixels), drawn at one device pixel per CSS pixel
 * instead of the handset's 2.625. Layout, touch and the phone header depend on CSS pixels alone, while Chromium
 * without a GPU paints every device pixel in software: at 2.625 that is 6.9 times the pixels, more than the
 * desktop viewport's. On the phone suites of public-site and admin-reviews, interleaved, two runs each: 204–207 →
 * 172–175 CPU-s, 137 → 117–120 s. On the whole phone project the gain is below the spread of runs (728–783 CPU-s
 * before, 754–828 after, interleaved, on a machine slowing from run to run). The tests that judge what a sharp
 * screen shows set their own scale (admin-phone's screenshots).
 */
const PHONE = { ...devices['Pixel 7'], deviceScaleFactor: 1 };

/**
 * Playwright tells Chromium to keep its shared memory in /tmp instead of /dev/shm, for containers whose /dev/shm
 * is 64 MB. Where /dev/shm is roomy (this machine's is half the memory), memory is faster than /tmp's disk.
 */
function devShmIsRoomy(): boolean {
  try {
    const { bsize, blocks } = statfsSync('/dev/shm');
    return bsize * blocks >= 1024 ** 3;
  } catch {
    return false;
  }
}

export default defineConfig({
  testDir: 'tests/e2e',
  // Tests run one after another within a project; the two projects run side by side.
  fullyParallel: false,
  workers: 2,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  timeout: 30_000,
  use: {
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      ignoreDefaultArgs: devShmIsRoomy() ? ['--disable-dev-shm-usage'] : [],
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        CHROMIUM_DISABLED_FEATURES,
        CHROMIUM_JS_FLAGS,
        // WhatsApp hand-offs open wa.me in a new tab: it fails at once, with no lookup leaving the machine and no
        // route (a route turns the browser's cache off). A test that reads the tab's address routes it
        // (stubWhatsapp in tests/e2e/support.ts).
        '--host-resolver-rules=MAP wa.me ~NOTFOUND',
      ],
    },
  },
  projects: PROJECTS.map((name) => ({
    name,
    ...selection(name),
    // One test at a time per project: its tests share that project's database and count its rows.
    workers: 1,
    use: {
      ...(name === 'desktop' ? devices['Desktop Chrome'] : PHONE),
      channel: undefined,
      baseURL: endpointsFor(name).appUrl,
    },
  })),
  // One command starts every project's server side by side (tests/e2e/start-servers.mjs says why) and says when
  // all of them answer.
  webServer: {
    command: 'node tests/e2e/start-servers.mjs',
    wait: { stdout: /E2E servers ready/ },
    timeout: 180_000,
    stdout: 'pipe',
    env: { E2E_SERVERS: JSON.stringify(PROJECTS.map(serverOf)) },
  },
});
