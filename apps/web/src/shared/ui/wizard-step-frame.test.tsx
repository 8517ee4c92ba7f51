import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { WizardStepFrame } from './wizard-step-frame';

function wrap(children: ReactNode) {
  return render(<MantineProvider env="test">{children}</MantineProvider>);
}

describe('wizard step frame', () => {
  it('shows the title, the intro, the loader and then the step', () => {
    const view = wrap(
      <WizardStepFrame title="Graphics" intro="For each printed part…" loading>
        <p>step</p>
      </WizardStepFrame>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Graphics' })).toBeInTheDocument();
    expect(screen.getByText('For each printed part…')).toBeInTheDocument();
    expect(screen.getByLabelText('Loading…')).toBeInTheDocument();
    expect(screen.getByText('step')).toBeInTheDocument();

    view.rerender(
      <MantineProvider env="test">
        <WizardStepFrame title="Graphics" intro={false} />
      </MantineProvider>,
    );
    expect(screen.queryByText('For each printed part…')).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });

  it('shows a load error in a red alert instead of the loader', () => {
    wrap(<WizardStepFrame title="Graphics" error="The album could not be loaded" loading />);
    expect(screen.getByRole('alert')).toHaveTextContent('The album could not be loaded');
    expect(screen.queryByLabelText('Loading…')).not.toBeInTheDocument();
  });
});
