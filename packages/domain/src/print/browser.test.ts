import { describe, expect, it } from 'vitest';
import { detectBrowser, isBrowserSupported, isDesignerSupported, isIOS } from './browser';

const UA = {
  chrome89:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36',
  chrome90:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/90.0.4430.85 Safari/537.36',
  edge89:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/89.0.4389.90 Safari/537.36 Edg/89.0.774.57',
  edge120:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/120.0.0.0 Safari/537.36 Edg/120.0.0.0',
  firefox84: 'Mozilla/5.0 (X11; Linux x86_64; rv:84.0) Gecko/20100101 Firefox/84.0',
  firefox85: 'Mozilla/5.0 (X11; Linux x86_64; rv:85.0) Gecko/20100101 Firefox/85.0',
  safari1411:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.1 Safari/605.1.15',
  safari1412:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/14.1.2 Safari/605.1.15',
  iphone:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1',
  opera:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/50.0.0.0 Safari/537.36 OPR/40.0',
  curl: 'curl/8.0',
  headless89:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/89.0.4389.90 Safari/537.36',
  headless131:
    'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.6778.33 Safari/537.36',
};

describe('browser minimums (spec 1 §5)', () => {
  it.each([
    ['chrome89', false],
    ['chrome90', true],
    ['edge89', false],
    ['edge120', true],
    ['firefox84', false],
    ['firefox85', true],
    ['safari1411', false],
    ['safari1412', true],
    ['iphone', true],
    ['opera', true],
    ['curl', true],
    ['headless89', false],
    ['headless131', true],
  ] as const)('%s supported: %s', (name, expected) => {
    expect(isBrowserSupported(UA[name])).toBe(expected);
  });

  it('tells Edge from Chrome and reads the version', () => {
    expect(detectBrowser(UA.edge89)).toEqual({
      name: 'edge',
      version: [89, 0, 774, 57],
      ios: false,
    });
  });

  it('recognises iOS', () => {
    expect(isIOS(UA.iphone)).toBe(true);
    expect(isIOS(UA.chrome90)).toBe(false);
  });

  it('allows the designer on Chrome, Edge, Safari and iOS only', () => {
    expect(isDesignerSupported(UA.chrome90)).toBe(true);
    expect(isDesignerSupported(UA.safari1412)).toBe(true);
    expect(isDesignerSupported(UA.iphone)).toBe(true);
    expect(isDesignerSupported(UA.firefox85)).toBe(false);
  });

  it('takes headless Chromium ("HeadlessChrome/…") for Chrome, designer included', () => {
    expect(detectBrowser(UA.headless131)).toEqual({
      name: 'chrome',
      version: [131, 0, 6778, 33],
      ios: false,
    });
    expect(isDesignerSupported(UA.headless131)).toBe(true);
  });
});
