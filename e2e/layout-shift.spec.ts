import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Issue 18: a signed-in page opens in place on a phone — its sidebar and summary box render
 * with the page, styled, instead of appearing a moment later and pushing it down. Measured
 * as Lighthouse does, with the browser's layout-shift entries, on a cold cache and a slow
 * network (each stylesheet and chunk arrives at its own moment, as on 4G).
 */
test.use({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });

/** The page's cumulative layout shift (shifts right after input excluded, as the metric does). */
async function openAndMeasureShift(page: Page, path: string): Promise<number> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.clearBrowserCache');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await page.goto(path);
  await expect(page.getByRole('main')).not.toBeEmpty({ timeout: 60_000 });
  await page.waitForLoadState('networkidle');
  const shift = await page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let total = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          })[]) {
            if (!entry.hadRecentInput) total += entry.value;
          }
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(total), 500);
      }),
  );
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  await cdp.detach();
  return shift;
}

test('the dashboard and the summary open without moving on a phone', async ({
  albumAt,
  page,
  pageErrors,
}) => {
  await albumAt('tracks', { title: 'Still Water' });
  // Well under Lighthouse's "good" (0.1); before the fixes: 0.51 and 0.74.
  expect(await openAndMeasureShift(page, '/dashboard')).toBeLessThan(0.05);
  expect(await openAndMeasureShift(page, '/preview')).toBeLessThan(0.05);
  expect(pageErrors).toEqual([]);
});
