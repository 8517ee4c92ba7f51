import { describe, expect, it } from 'vitest';
import type { RouteName } from '../../shared/lib/paths';
import { showsExitButton, showsSummaryBox, showsSummaryButton, sidebarMode } from './layout-rules';
import type { SidebarMode } from './layout-rules';

describe('layout rules (spec 1 §2 top bar, footer, sidebar)', () => {
  it.each<[RouteName, SidebarMode, boolean, boolean, boolean]>([
    // route, sidebar, summary button, summary box, exit button
    ['home', 'disabled', false, false, false],
    ['dashboard', 'disabled', false, false, false],
    ['vinyls', 'disabled', false, false, true],
    ['texts', 'steps', false, true, true],
    ['tracks', 'steps', true, true, true],
    ['options', 'steps', true, true, true],
    ['file-uploader', 'steps', true, true, true],
    ['preview', 'steps', true, true, true],
    ['login', 'hidden', false, false, false],
    ['profile', 'hidden', false, false, false],
    ['orders', 'hidden', false, false, false],
    ['credits', 'hidden', false, false, false],
    ['not-found', 'hidden', false, false, false],
  ])('%s: sidebar %s, summary button %s, summary box %s, exit %s', (route, ...expected) => {
    expect([
      sidebarMode(route),
      showsSummaryButton(route),
      showsSummaryBox(route),
      showsExitButton(route),
    ]).toEqual(expected);
  });
});
