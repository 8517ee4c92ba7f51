import { describe, expect, it } from 'vitest';
import { albumLimitMessage, canCreateAlbum, MAX_ALBUMS_IN_PROGRESS } from '../albums/album-limit';
import * as messages from './messages';

describe('spec message strings', () => {
  it('keeps the spec spelling, typos included', () => {
    expect(messages.NOT_AVAILABLE).toBe('Not avaiable');
    expect(messages.VINYL_NOT_FOUND).toBe('Vinyl not found in catalog!!');
    expect(messages.DRAFT_USER_LOGIN).toBe('You have to active your email');
    expect(messages.SIGNUP_FAILED).toBe(
      'There was a problem processing the signup request, please retry',
    );
    expect(messages.ERROR_CONTACT).toBe('There was an error, contact');
    expect(messages.BOT_CHECK_NOT_LOADED).toBe('ReCAPTCHA has not been loaded');
    expect(messages.SIDE_FULL).toBe("You cannot upload a track if the side's minutes exceed");
  });

  it('fills both placeholder styles and leaves unknown ones', () => {
    expect(messages.interpolate(messages.ALBUM_ALREADY_IN_STATE, { status: 'ordered' })).toBe(
      'The album is already in ordered state',
    );
    expect(messages.interpolate('{{ a }}-{{b}}-{{c}}', { a: 1, b: 'x' })).toBe('1-x-{{c}}');
  });
});

describe('album limit (spec 1 §5, §9)', () => {
  it.each([
    [0, true],
    [14, true],
    [15, false],
    [16, false],
  ])('with %d albums in progress, creating one more is allowed: %s', (count, allowed) => {
    expect(canCreateAlbum(count)).toBe(allowed);
  });

  it('names the limit in the warning', () => {
    expect(MAX_ALBUMS_IN_PROGRESS).toBe(15);
    expect(albumLimitMessage()).toBe("You can't have more than 15 albums in progress");
  });
});
