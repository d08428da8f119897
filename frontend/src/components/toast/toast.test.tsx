import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastProvider } from './ToastProvider';
import { useToast } from './useToast';

function Harness() {
  const { toast } = useToast();
  return (
    <>
      <button onClick={() => toast({ title: 'Alert Created!', description: 'We are watching.' })}>
        first
      </button>
      <button
        onClick={() =>
          toast({ title: 'Invalid Access Code', description: 'Nope.', variant: 'destructive' })
        }
      >
        second
      </button>
      <button
        onClick={() =>
          toast({ title: 'Achievement Unlocked!', description: 'First Alert', afterCurrent: true })
        }
      >
        news
      </button>
    </>
  );
}

const renderHarness = () =>
  render(
    <ToastProvider>
      <Harness />
    </ToastProvider>,
  );

describe('toasts', () => {
  afterEach(() => vi.useRealTimers());

  it('closes on its own after 5 seconds', () => {
    vi.useFakeTimers();
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('Alert Created!');
    expect(screen.getByRole('status')).toHaveTextContent('We are watching.');

    act(() => vi.advanceTimersByTime(4900));
    expect(screen.getByRole('status')).toBeInTheDocument();
    act(() => vi.advanceTimersByTime(200));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows one toast at a time: a new one replaces the old', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'second' }));
    const toasts = screen.getAllByRole('status');
    expect(toasts).toHaveLength(1);
    expect(toasts[0]).toHaveTextContent('Invalid Access Code');
    expect(screen.queryByText('Alert Created!')).toBeNull();
  });

  it('lets news that came by itself wait for the toast on screen, then shows it', () => {
    vi.useFakeTimers();
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    fireEvent.click(screen.getByRole('button', { name: 'news' }));
    expect(screen.getByRole('status')).toHaveTextContent('Alert Created!');

    act(() => vi.advanceTimersByTime(5100));
    expect(screen.getByRole('status')).toHaveTextContent('Achievement Unlocked!');
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.queryByRole('status')).toBeNull();

    // With nothing on screen, news shows at once; an answer to the golfer's own action then
    // takes its place, and the news comes back after it.
    fireEvent.click(screen.getByRole('button', { name: 'news' }));
    expect(screen.getByRole('status')).toHaveTextContent('Achievement Unlocked!');
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    expect(screen.getByRole('status')).toHaveTextContent('Alert Created!');
    act(() => vi.advanceTimersByTime(5100));
    expect(screen.getByRole('status')).toHaveTextContent('Achievement Unlocked!');
  });

  it('closes with its close button', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.click(screen.getByRole('button', { name: 'first' }));
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('is dismissed by a swipe right of at least 50 px, not by a shorter one', () => {
    renderHarness();
    fireEvent.click(screen.getByRole('button', { name: 'first' }));
    const status = screen.getByRole('status');

    fireEvent.pointerDown(status, { clientX: 100 });
    fireEvent.pointerMove(status, { clientX: 140 });
    fireEvent.pointerUp(status, { clientX: 140 });
    expect(screen.getByRole('status')).toBeInTheDocument();

    fireEvent.pointerDown(status, { clientX: 100 });
    fireEvent.pointerMove(status, { clientX: 160 });
    fireEvent.pointerUp(status, { clientX: 160 });
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('F8 moves focus to the notifications region', async () => {
    const user = userEvent.setup();
    renderHarness();
    await user.keyboard('{F8}');
    expect(screen.getByRole('region', { name: 'Notifications (F8)' })).toHaveFocus();
  });
});
