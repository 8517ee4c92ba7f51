import { expect, test } from './fixtures';
import { masterAiff } from './support/master-aiff';

/**
 * Issue 19: a master uploaded as AIFF, which Chromium cannot play, is heard on side A all
 * the same — the shop streams a FLAC copy of it (decision 036) and keeps the AIFF for the cut.
 */
test('an AIFF master is played on side A', async ({ albumAt, consoleErrors, pageErrors, page }) => {
  test.setTimeout(120_000);
  await albumAt('tracks', { title: 'Mac Master' });
  const sideA = page.getByRole('region', { name: 'Side A' });
  await sideA
    .getByLabel('Drop audio files for side A')
    .setInputFiles([{ name: 'Master.aiff', mimeType: 'audio/aiff', buffer: masterAiff(4) }]);
  await expect(sideA.getByTestId('track-title')).toHaveText(['Master.aiff'], { timeout: 30_000 });
  await expect(sideA.getByRole('img', { name: 'Waveform of Master.aiff' })).toHaveAttribute(
    'data-drawn',
    'true',
    { timeout: 60_000 },
  );

  const player = sideA.getByRole('region', { name: 'Listen to side A' });
  const streamed = page.waitForResponse((response) =>
    /\/api\/audio\/.+\/stream/.test(response.url()),
  );
  await player.getByRole('button', { name: 'Play side A' }).click();
  const answer = await streamed;
  expect(answer.headers()['content-type']).toBe('audio/flac');
  await expect(player.getByTestId('player-now')).toHaveText('Playing track 1: Master.aiff');
  await expect
    .poll(async () => Number(await player.getAttribute('data-position')), { timeout: 15_000 })
    .toBeGreaterThan(1);
  await expect(player).not.toContainText('Your browser cannot play this file');
  await player.getByRole('button', { name: 'Pause side A' }).click();

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
