import AxeBuilder from '@axe-core/playwright';
import { expect, test } from './fixtures';
import { masterWav } from './support/master-wav';

/**
 * Issue 19: a musician uploads a master with overs and out-of-phase bass and a clean one;
 * the shop measures them in the background, draws their waveforms, says what to fix in
 * English and in Italian, and plays side A as it will be cut: the second track starts after
 * the 2 s gap.
 */
test('a master with overs and out-of-phase bass: waveform, both warnings in English and Italian, side A played with its gap', async ({
  albumAt,
  consoleErrors,
  pageErrors,
  page,
}) => {
  test.setTimeout(180_000);
  await albumAt('tracks', { title: 'Sound Check' });
  const sideA = page.getByRole('region', { name: 'Side A' });
  await sideA.getByLabel('Drop audio files for side A').setInputFiles([
    { name: 'Overs.wav', mimeType: 'audio/wav', buffer: masterWav(5, { faults: true }) },
    { name: 'Second.wav', mimeType: 'audio/wav', buffer: masterWav(4, { faults: false }) },
  ]);
  await expect(sideA.getByTestId('track-title')).toHaveText(['Overs.wav', 'Second.wav'], {
    timeout: 30_000,
  });

  // Measured in the background: the page polls and shows the result without a reload.
  const overs = sideA.getByRole('list', { name: 'Sound advice for Overs.wav' });
  await expect(overs).toContainText(/True peak \+\d+\.\d dBTP: there are overs\./, {
    timeout: 60_000,
  });
  await expect(overs).toContainText(/Bass out of phase at 0:0\d: it may not cut cleanly\./);
  await expect(overs).toContainText('bass below 150 Hz in mono');
  const waveform = sideA.getByRole('img', { name: 'Waveform of Overs.wav' });
  await expect(waveform).toHaveAttribute('data-drawn', 'true');
  await expect(sideA.getByRole('img', { name: 'Waveform of Second.wav' })).toHaveAttribute(
    'data-drawn',
    'true',
  );
  await expect(sideA.getByTestId('analysis-facts').first()).toContainText('44.1 kHz');

  // The sound check and the player pass axe's WCAG 2 A/AA rules (DESIGN.md).
  const axe = await new AxeBuilder({ page })
    .include('main')
    .withTags(['wcag2a', 'wcag2aa'])
    .analyze();
  const serious = axe.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(
    serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
  ).toEqual([]);

  // The same in Italian.
  await page.getByRole('button', { name: /language/i }).click();
  await page.getByRole('menuitem', { name: 'Italiano' }).click();
  const latoA = page.getByRole('region', { name: 'Lato A' });
  const oversIt = latoA.getByRole('list', { name: 'Consigli sul suono di Overs.wav' });
  await expect(oversIt).toContainText(/Picco reale \+\d+,\d dBTP: ci sono over\./);
  await expect(oversIt).toContainText(/Bassi fuori fase a 0:0\d/);
  await expect(latoA.getByRole('img', { name: "Forma d'onda di Overs.wav" })).toBeVisible();
  await page.getByRole('button', { name: /lingua/i }).click();
  await page.getByRole('menuitem', { name: 'English' }).click();

  // Listen to side A: 5 s, the default 2 s gap, then the second track at 7 s.
  const player = sideA.getByRole('region', { name: 'Listen to side A' });
  await expect(player.getByLabel('Gap after Overs.wav')).toHaveValue('2 s');
  const started = Date.now();
  await player.getByRole('button', { name: 'Play side A' }).click();
  await expect(player.getByTestId('player-now')).toHaveText('Playing track 1: Overs.wav');
  await expect(player.getByTestId('player-now')).toHaveText('Gap before track 2', {
    timeout: 15_000,
  });
  await expect(player.getByTestId('player-now')).toHaveText('Playing track 2: Second.wav', {
    timeout: 15_000,
  });
  expect(Date.now() - started).toBeGreaterThanOrEqual(6_500);
  await expect
    .poll(async () => Number(await player.getAttribute('data-position')), { timeout: 5_000 })
    .toBeGreaterThan(7);
  await player.getByRole('button', { name: 'Pause side A' }).click();
  // The slider follows the side: past the first track and its gap.
  const slider = player.getByRole('slider', { name: 'Position on side A' });
  expect(Number(await slider.getAttribute('aria-valuenow'))).toBeGreaterThan(7);

  expect(consoleErrors).toEqual([]);
  expect(pageErrors).toEqual([]);
});
