// Screenshots of the same pages of two running shops (a build before and after a change),
// compared pixel by pixel (decision 058): phone and desktop widths, pages signed out and a
// guest's pages with one album, and one open popover. Prints "same" or "DIFF" per page and
// exits 1 on any difference; the PNGs stay in the output folder to look at.
//   node compare-screens.mjs <origin A> <origin B> [output folder]
// (run.mjs's notes on starting a built shop apply; sharp comes from the root workspace.)
import { mkdirSync } from 'node:fs';
import puppeteer from 'puppeteer-core';
import sharp from 'sharp';
import { seedGuest } from './guest.mjs';

const [a, b, out = '/tmp/compare-screens'] = process.argv.slice(2);
if (!a || !b) throw new Error('usage: node compare-screens.mjs <origin A> <origin B> [folder]');
mkdirSync(out, { recursive: true });
const browser = await puppeteer.launch({
  executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: ['--no-sandbox', '--force-prefers-reduced-motion'],
});
const open = ['/login', '/signup', '/reset', '/nowhere-at-all'];
const guest = [
  '/dashboard',
  '/vinyls',
  '/texts',
  '/tracks-uploader',
  '/disc-options',
  '/file-uploader',
  '/preview',
  '/profile',
  '/orders',
];
const actions = {
  // The first control in the top bar that opens something (the cart's popover).
  popover: async (page) => {
    const el = await page.$('header button[aria-expanded]');
    if (el) {
      await el.click();
      await new Promise((r) => setTimeout(r, 600));
    }
  },
};
async function shoot(origin, tag, width) {
  const ctx = await browser.createBrowserContext();
  const page = await ctx.newPage();
  await page.setViewport({ width, height: 900, deviceScaleFactor: 1, isMobile: width < 600 });
  await page.emulateMediaFeatures([{ name: 'prefers-reduced-motion', value: 'reduce' }]);
  const files = [];
  const take = async (name, path, act) => {
    await page.goto(origin + path, { waitUntil: 'networkidle0' });
    await page.evaluate(() => globalThis.document.fonts.ready);
    await new Promise((r) => setTimeout(r, 700));
    if (act) await actions[act](page);
    const file = `${out}/${tag}-${width}-${name.replace(/\W+/g, '_')}.png`;
    await page.screenshot({ path: file, fullPage: !act });
    files.push(file);
  };
  for (const p of open) await take(p, p);
  await take('/login+popover', '/login', 'popover');
  await seedGuest(page, origin);
  for (const p of guest) await take(p, p);
  await take('/dashboard+popover', '/dashboard', 'popover');
  await ctx.close();
  return files;
}
let differs = false;
for (const width of [412, 1280]) {
  const fa = await shoot(a, 'a', width);
  const fb = await shoot(b, 'b', width);
  for (let i = 0; i < fa.length; i += 1) {
    const [ia, ib] = await Promise.all(
      [fa[i], fb[i]].map((f) => sharp(f).raw().toBuffer({ resolveWithObject: true })),
    );
    let diff = 0;
    if (ia.info.width !== ib.info.width || ia.info.height !== ib.info.height) diff = -1;
    else
      for (let j = 0; j < ia.data.length; j += 4)
        if (
          Math.abs(ia.data[j] - ib.data[j]) +
            Math.abs(ia.data[j + 1] - ib.data[j + 1]) +
            Math.abs(ia.data[j + 2] - ib.data[j + 2]) >
          30
        )
          diff += 1;
    differs ||= diff !== 0;
    console.log(
      `${diff === 0 ? 'same' : 'DIFF'} ${fa[i].split('/').pop().slice(2)} ${diff === -1 ? `size ${ia.info.width}x${ia.info.height} vs ${ib.info.width}x${ib.info.height}` : diff + ' px'}`,
    );
  }
}
await browser.close();
if (differs) process.exit(1);
