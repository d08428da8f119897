import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { speak } from '../test/language';
import { ErrorFallback } from './ErrorFallback';
import { PushNotificationControls } from './PushNotificationControls';
import { RetryAlert } from './RetryAlert';
import { ToastProvider } from './toast/ToastProvider';
import { useToast } from './toast/useToast';

function ToastButton() {
  const { toast } = useToast();
  return <button onClick={() => toast({ title: '¡Alerta creada!' })}>mostrar</button>;
}

describe('the shared components in Spanish', () => {
  it('say what went wrong, how to retry, and name the toast region and its close button', async () => {
    await speak('es');
    const user = userEvent.setup();
    render(
      <ToastProvider>
        <ErrorFallback onRetry={vi.fn()} onGoHome={vi.fn()} />
        <RetryAlert onRetry={vi.fn()}>No se pudieron cargar tus alertas.</RetryAlert>
        <ToastButton />
      </ToastProvider>,
    );

    expect(screen.getByRole('heading', { name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Ir al inicio' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Notificaciones (F8)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'mostrar' }));
    await user.click(screen.getByRole('button', { name: 'Cerrar notificación' }));
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('offer push notifications in Spanish', async () => {
    await speak('es');
    const push = {
      supported: true,
      permission: 'default' as const,
      subscribed: false,
      changing: false,
      testing: false,
      enable: vi.fn(),
      disable: vi.fn(),
      sendTest: vi.fn(),
    };
    render(<PushNotificationControls push={push} />);
    expect(screen.getByRole('button', { name: 'Activar notificaciones push' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Enviar notificación de prueba' })).toBeEnabled();
    expect(
      screen.getByText(
        'Recibe una notificación en este dispositivo en cuanto se abra un tee time que te sirva.',
      ),
    ).toBeInTheDocument();
  });
});
