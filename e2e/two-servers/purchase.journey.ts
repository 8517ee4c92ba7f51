import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { collectConsoleErrors } from '../support/journeys';
import {
  BUYER,
  chooseCopiesAndConsent,
  fillBuyerDetails,
  orderableSingleAtSummary,
} from '../support/order-journey';
import { wav } from '../support/wav';

interface ClusterState {
  chunks: { shop: 'A' | 'B'; status: number }[];
  killed: 'A' | 'B' | null;
  alive: string[];
}
interface ClusterMail {
  to: string[];
  messageId: string | null;
  subject: string | null;
}

const cluster = async <T>(request: APIRequestContext, what: string): Promise<T> =>
  (await (await request.get(`/__cluster/${what}`)).json()) as T;

/**
 * Issue 20 item 4, in Chromium through the proxy in front of two shops on one PostgreSQL
 * database and one bucket (cluster.ts): a guest's whole purchase, with a 26 MB master whose
 * 5 MiB chunks alternate between the two servers; the server taking the third chunk is
 * killed while that chunk streams, and the upload finishes on the other. What is stored is
 * byte for byte what was sent, and every mail arrives exactly once.
 */
test('a purchase through two servers survives one of them dying mid-upload', async ({ page }) => {
  const consoleErrors = collectConsoleErrors(page);
  const pageErrors: string[] = [];
  page.on('pageerror', (error) => pageErrors.push(error.message));

  // 90 s of 48 kHz 24-bit stereo: 25.9 MB, six chunks.
  const master = wav(90, 48_000, 330, { channels: 2, bits: 24 });
  const masterSha256 = createHash('sha256').update(master).digest('hex');
  const masterFile = path.join(
    fs.mkdtempSync(path.join(os.tmpdir(), 'two-servers-')),
    'Master.wav',
  );
  fs.writeFileSync(masterFile, master);
  expect((await page.request.post('/__cluster/kill-after?patches=2')).ok()).toBe(true);

  const fillSides = async (page: Page) => {
    const sideA = page.getByRole('region', { name: 'Side A' });
    await sideA.getByLabel('Drop audio files for side A').setInputFiles(masterFile);
    await expect(sideA.getByTestId('track-title')).toHaveText(['Master.wav'], {
      timeout: 180_000,
    });
    const sideB = page.getByRole('region', { name: 'Side B' });
    await sideB
      .getByLabel('Drop audio files for side B')
      .setInputFiles([{ name: 'Side B.wav', mimeType: 'audio/wav', buffer: wav(8) }]);
    await expect(sideB.getByTestId('track-title')).toHaveText(['Side B.wav'], {
      timeout: 30_000,
    });
    await page.getByRole('button', { name: 'Save and continue' }).click();
  };
  const title = 'Two Rooms';
  await orderableSingleAtSummary(page, title, fillSides);

  // The chunks alternated, the server taking the third died in the middle of it, and the
  // rest of the upload (the third chunk again, then the others) went to the one left.
  const state = await cluster<ClusterState>(page.request, 'state');
  const [first, second, third] = state.chunks;
  expect(new Set([first?.shop, second?.shop])).toEqual(new Set(['A', 'B']));
  expect(state.killed).toBe(third?.shop);
  expect(state.alive).toHaveLength(1);
  const afterKill = state.chunks.slice(3);
  expect(afterKill.length).toBeGreaterThanOrEqual(3);
  expect(afterKill.every((chunk) => chunk.shop !== state.killed)).toBe(true);
  expect(afterKill.at(-1)?.status).toBe(204);

  // The bucket holds exactly the bytes the browser sent.
  const stored = await cluster<{ key: string; size: number; sha256: string }[]>(
    page.request,
    'stored',
  );
  expect(stored.filter((object) => object.sha256 === masterSha256)).toHaveLength(1);

  // The rest of the purchase on the server left: one copy, paid on the test page.
  await chooseCopiesAndConsent(page, 1);
  await page.getByRole('button', { name: 'Checkout' }).click();
  await fillBuyerDetails(page);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue to payment' }).click();
  await expect(page).toHaveURL(/\/ext\/pay\/test\/[^/]+$/);
  await page.getByRole('button', { name: 'Pay' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Thank you!' })).toBeVisible();

  // The buyer's and the plant's mails arrive, then nothing arrives twice.
  await expect
    .poll(
      async () => {
        const mails = await cluster<ClusterMail[]>(page.request, 'mails');
        return [BUYER.email, 'plant-orders@example.com'].every((address) =>
          mails.some((mail) => mail.to.includes(address)),
        );
      },
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.waitForTimeout(5_000);
  const mails = await cluster<ClusterMail[]>(page.request, 'mails');
  const ids = mails.map((mail) => mail.messageId);
  expect(ids.every(Boolean)).toBe(true);
  expect(new Set(ids).size).toBe(ids.length);
  const letters = mails.map((mail) => `${mail.to.join(',')} ${mail.subject}`);
  expect(new Set(letters).size).toBe(letters.length);

  expect(pageErrors).toEqual([]);
  expect(consoleErrors).toEqual([]);
});
