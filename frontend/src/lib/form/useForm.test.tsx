import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { z } from 'zod';
import { apiErrorMessage } from '../api-error';
import { useForm, type CallError } from './useForm';

const schema = z.object({
  name: z.string().trim().min(1, 'Please enter your name'),
  email: z.string().trim().min(1, 'Please enter your email'),
  tags: z.array(z.string()),
});

type Submit = (output: z.infer<typeof schema>) => Promise<CallError | void>;

function ProfileForm({ onSubmit, firstErrorOnly }: { onSubmit: Submit; firstErrorOnly?: boolean }) {
  const form = useForm({
    initialValues: { name: '', email: '', tags: ['golf'] },
    schema,
    fieldIds: { name: 'name', email: 'email' },
    firstErrorOnly,
    onSubmit,
    describeFailure: (error) => apiErrorMessage(error),
  });
  return (
    <form onSubmit={form.submit} aria-label="Profile">
      {(['name', 'email'] as const).map((field) => {
        const { error, ...input } = form.field(field);
        return (
          <div key={field}>
            <label htmlFor={field}>{field}</label>
            <input {...input} aria-invalid={error} aria-describedby={`${field}-error`} />
            <span id={`${field}-error`}>{form.errors[field]}</span>
          </div>
        );
      })}
      <p>Tags: {form.errors.tags ?? 'fine'}</p>
      {form.formError && <p role="alert">{form.formError}</p>}
      <button type="submit" disabled={form.submitting}>
        Save
      </button>
    </form>
  );
}

const refusal = (fields: { field: string; message: string }[]): CallError => ({
  status: 400,
  data: {
    success: false,
    error: { code: 'VALIDATION_FAILED', message: 'Some fields are not valid.', fields },
  },
});

function setup(onSubmit: Submit, firstErrorOnly?: boolean) {
  const user = userEvent.setup();
  render(<ProfileForm onSubmit={onSubmit} firstErrorOnly={firstErrorOnly} />);
  return { user, save: () => user.click(screen.getByRole('button', { name: 'Save' })) };
}

describe('useForm', () => {
  it('shows every invalid field, focuses the first and sends nothing', async () => {
    const onSubmit = vi.fn<Submit>(async () => undefined);
    const { user, save } = setup(onSubmit);

    await save();

    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('Please enter your name');
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(onSubmit).not.toHaveBeenCalled();

    await user.type(screen.getByLabelText('name'), 'Pat');
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps only the first problem when asked, so fixing it shows no other', async () => {
    const { user, save } = setup(async () => undefined, true);

    await save();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'false');

    await user.type(screen.getByLabelText('name'), 'Pat');
    expect(screen.getByLabelText('email')).toHaveAttribute('aria-invalid', 'false');
    await save();
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription('Please enter your email');
    expect(screen.getByLabelText('email')).toHaveFocus();
  });

  it('sends the checked values once, however often it is pressed while sending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn<Submit>(() => new Promise<void>((resolve) => (finish = resolve)));
    const { user } = setup(onSubmit);
    await user.type(screen.getByLabelText('name'), ' Pat ');
    await user.type(screen.getByLabelText('email'), 'pat@example.com');

    const form = screen.getByRole('form', { name: 'Profile' });
    fireEvent.submit(form);
    fireEvent.submit(form);

    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit).toHaveBeenCalledWith({
      name: 'Pat',
      email: 'pat@example.com',
      tags: ['golf'],
    });
    finish();
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('puts a refusal from the server onto the fields it names and says why above them', async () => {
    const { user, save } = setup(async () =>
      refusal([
        { field: 'email', message: 'This email is already registered' },
        { field: 'tags.0', message: 'must be a known tag' },
        { field: 'nickname', message: 'is not a field of this form' },
      ]),
    );
    await user.type(screen.getByLabelText('name'), 'Pat');
    await user.type(screen.getByLabelText('email'), 'pat@example.com');

    await save();

    expect(await screen.findByRole('alert')).toHaveTextContent('Some fields are not valid.');
    expect(screen.getByLabelText('email')).toHaveAccessibleDescription(
      'This email is already registered',
    );
    expect(screen.getByLabelText('email')).toHaveFocus();
    expect(screen.getByText('Tags: must be a known tag')).toBeInTheDocument();
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.queryByText(/is not a field of this form/)).toBeNull();
  });

  it('says a failure that names no field only above the fields, and forgets it on the next try', async () => {
    const failures: CallError[] = [
      { status: 409, data: { success: false, error: { code: 'LIMIT', message: 'Too many' } } },
    ];
    const { user, save } = setup(async () => failures.shift());
    await user.type(screen.getByLabelText('name'), 'Pat');
    await user.type(screen.getByLabelText('email'), 'pat@example.com');

    await save();
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many');
    expect(screen.getByLabelText('name')).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();

    await save();
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('gives the focus back to Save after a slow failed call, while the button was disabled', async () => {
    let fail: (error: CallError) => void = () => undefined;
    const { user, save } = setup(() => new Promise((resolve) => (fail = resolve)));
    await user.type(screen.getByLabelText('name'), 'Pat');
    await user.type(screen.getByLabelText('email'), 'pat@example.com');

    await save();
    const button = screen.getByRole('button', { name: 'Save' });
    expect(button).toBeDisabled();
    button.blur(); // what a browser does to a focused element that becomes disabled

    fail({ status: 503, data: { success: false, error: { code: 'DOWN', message: 'Try again' } } });
    expect(await screen.findByRole('alert')).toHaveTextContent('Try again');
    expect(screen.getByRole('button', { name: 'Save' })).toHaveFocus();
  });
});
