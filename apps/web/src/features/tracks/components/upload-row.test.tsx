import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UploadFailure } from '../../../shared/upload';
import type { PendingUpload } from '../upload/track-uploader';
import { UploadRow } from './upload-row';

function refused(failure: UploadFailure): PendingUpload {
  return {
    key: 'k1',
    vinylId: 'v1',
    side: 'a',
    name: 'master.wav',
    size: 1000,
    duration: null,
    sampleRate: null,
    status: 'failed',
    progress: 0,
    failure,
  };
}

/**
 * Issue 14 item 15: what the server says is wrong with a refused file is what the person
 * reads, in their language (the server words it; the row shows its title as it is).
 */
describe('a refused upload', () => {
  it.each([
    ['audio_unreadable', 'Questo file non è un audio che riusciamo a leggere'],
    ['audio_duration_mismatch', "The file's header says 00:10 but it holds 10:00 of audio"],
  ])('shows the server message for %s, with no retry', (code, title) => {
    render(
      <MantineProvider env="test">
        <UploadRow
          upload={refused(new UploadFailure(code, title, false))}
          onRetry={() => undefined}
          onDismiss={() => undefined}
        />
      </MantineProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent(title);
    expect(screen.queryByRole('button', { name: /retry/i })).not.toBeInTheDocument();
  });
});
