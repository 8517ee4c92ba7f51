import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { i18n } from '../../../shared/i18n/i18n';
import { loadGraphicsTexts } from '../use-graphics-texts';
import { UploadModal } from './upload-modal';

describe('upload modal (spec 2 §2)', () => {
  beforeAll(async () => {
    await i18n.changeLanguage('en');
    await loadGraphicsTexts('en');
  });

  it('shows the progress and the picked PDF in an embedded view', () => {
    URL.createObjectURL = vi.fn(() => 'blob:picked');
    URL.revokeObjectURL = vi.fn();
    const file = new File(['%PDF-1.7'], 'front.pdf', { type: 'application/pdf' });
    render(
      <MantineProvider>
        <UploadModal
          opened
          part="Label side A"
          template="label-7"
          state={{ phase: 'uploading', progress: 0.42, file }}
          maxMegabytes={120}
          onFile={() => undefined}
          onRefused={() => undefined}
          onCancel={() => undefined}
        />
      </MantineProvider>,
    );
    expect(
      screen.getByRole('dialog', { name: 'Label side A Graphics upload' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Uploading front.pdf: 42%');
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute(
      'aria-valuenow',
      '42',
    );
    expect(screen.getByTitle('The selected PDF, front.pdf')).toHaveAttribute('src', 'blob:picked');
    expect(screen.getByRole('link', { name: 'label-7.pdf' })).toHaveAttribute(
      'href',
      '/files/template/label-7.pdf',
    );
  });
});
