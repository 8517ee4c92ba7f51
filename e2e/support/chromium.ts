import fs from 'node:fs';

/** Debian's Chromium headless shell (scripts/ensure-chromium.sh installs it for the journeys). */
const HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * How the journeys start Debian's Chromium (shared/MACHINE.md): without the networking
 * flags it floods this machine's closed network with refused connections. The scripts name
 * the binary in CHROMIUM_PATH; run directly, the journeys take the headless shell when it is
 * there (decision 066), else the full browser.
 */
export const chromiumLaunchOptions = {
  executablePath:
    process.env.CHROMIUM_PATH ??
    (fs.existsSync(HEADLESS_SHELL) ? HEADLESS_SHELL : '/usr/bin/chromium'),
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};
