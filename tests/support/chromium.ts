// How every tool here launches a browser: Debian's Chromium, because Playwright cannot download
// its own builds on our machines (see the toolchain notes). Playwright's config, axe checks and
// screenshot scripts all take these, so a flag is changed in one place.
import type { LaunchOptions } from '@playwright/test';

export const chromiumExecutablePath = '/usr/bin/chromium';

export const chromiumArgs: readonly string[] = [
  // We run as root in CI, where Chromium's sandbox refuses to start.
  '--no-sandbox',
  '--disable-gpu',
  // Without these Chromium keeps calling Google services, which the closed network makes hang.
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: chromiumExecutablePath,
  args: [...chromiumArgs],
};
