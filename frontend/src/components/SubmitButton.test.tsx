import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import SaveIcon from '@mui/icons-material/Save';
import { SubmitButton } from './SubmitButton';

function renderInForm(submitting: boolean, onSubmit = vi.fn()) {
  render(
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <SubmitButton submitting={submitting} icon={<SaveIcon data-testid="save-icon" />}>
        Save Alert
      </SubmitButton>
    </form>,
  );
  return screen.getByRole('button', { name: 'Save Alert' });
}

describe('SubmitButton', () => {
  it('submits its form and shows its icon while nothing is being sent', async () => {
    const onSubmit = vi.fn();
    const button = renderInForm(false, onSubmit);

    await userEvent.setup().click(button);

    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('save-icon')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { hidden: true })).toBeNull();
  });

  it('while sending: disabled, a spinner hidden from screen readers, and the same label', () => {
    const button = renderInForm(true);

    expect(button).toBeDisabled();
    expect(button).toHaveTextContent('Save Alert');
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('progressbar', { hidden: true })).toHaveAttribute(
      'aria-hidden',
      'true',
    );
    expect(screen.queryByTestId('save-icon')).toBeNull();
  });

  it('stays disabled when the form says it cannot be sent yet', () => {
    render(
      <SubmitButton submitting={false} disabled>
        Create Alert
      </SubmitButton>,
    );
    expect(screen.getByRole('button', { name: 'Create Alert' })).toBeDisabled();
  });
});
