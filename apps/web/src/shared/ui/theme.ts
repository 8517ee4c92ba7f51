import { createTheme } from '@mantine/core';
import type { CSSVariablesResolver, MantineColorsTuple } from '@mantine/core';

/**
 * DESIGN.md: near-black vinyl and warm paper white as the base, one accent colour for
 * actions. The accent's shade 7 (the primary shade) keeps AA contrast on white and paper.
 */
export const PAPER = '#f7f2e8';
export const INK = '#1c1a17';

const ember: MantineColorsTuple = [
  '#fff0e8',
  '#ffdccb',
  '#fbb89a',
  '#f79266',
  '#f2703a',
  '#ec5b1f',
  '#d94e14',
  '#b9410f',
  '#9a360c',
  '#7a2a09',
];

const vinyl: MantineColorsTuple = [
  '#c9c4bc',
  '#aca69d',
  '#8f887e',
  '#6f6960',
  '#524d46',
  '#3a3631',
  '#2a2723',
  '#1f1c19',
  '#161412',
  '#0e0d0b',
];

const paper: MantineColorsTuple = [
  '#fcfaf6',
  '#f7f2e8',
  '#ede5d6',
  '#ddd3c1',
  '#c3b7a2',
  '#a09482',
  '#6f665a',
  '#564f45',
  '#3d3831',
  '#2a2622',
];

export const theme = createTheme({
  primaryColor: 'ember',
  primaryShade: 7,
  colors: { ember, dark: vinyl, gray: paper },
  black: INK,
  white: '#ffffff',
  autoContrast: true,
  focusRing: 'auto',
  respectReducedMotion: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  fontFamily: "'Inter Variable', 'Inter', system-ui, -apple-system, 'Segoe UI', sans-serif",
  headings: {
    fontFamily: "'Fraunces', Georgia, 'Times New Roman', serif",
    fontWeight: '600',
  },
  components: {
    Notification: { defaultProps: { withBorder: true } },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-body': PAPER,
    '--mantine-color-text': INK,
    '--mantine-color-dimmed': paper[6],
    // Field and control outlines need 3:1 against white (WCAG 1.4.11).
    '--mantine-color-default-border': '#8f8574',
  },
  dark: {},
});
