import { http, HttpResponse } from 'msw';
import { server } from '../test/server';
import { type LiveEvent, openLiveStream } from './live-stream';

/** A stream that sends `text` (split across chunks) and ends. */
function streamOf(...chunks: string[]) {
  const encoder = new TextEncoder();
  return new HttpResponse(
    new ReadableStream({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
        controller.close();
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  );
}

describe('openLiveStream', () => {
  it('hands on whole events, sends the headers, and reconnects after a drop', async () => {
    const authorizations: (string | null)[] = [];
    let connections = 0;
    server.use(
      http.get('*/api/live', ({ request }) => {
        authorizations.push(request.headers.get('authorization'));
        connections += 1;
        if (connections > 2) return new HttpResponse(null, { status: 204 });
        return streamOf(
          'retry: 10\n: connected\n\nevent: alerts\ndata: {"alertIds":',
          '["a1"]}\n\n: still here\n\n',
        );
      }),
    );
    const events: LiveEvent[] = [];
    let reconnects = 0;
    let token = 'first';
    openLiveStream({
      url: 'http://localhost/api/live',
      headers: () => ({ Authorization: `Bearer ${token}` }),
      onEvent: (event) => {
        events.push(event);
        token = 'renewed';
      },
      onReconnect: () => (reconnects += 1),
      retryMs: 10,
    });

    await vi.waitFor(() => expect(connections).toBe(3));
    expect(events).toEqual([
      { name: 'alerts', data: { alertIds: ['a1'] } },
      { name: 'alerts', data: { alertIds: ['a1'] } },
    ]);
    expect(reconnects).toBe(1);
    expect(authorizations).toEqual(['Bearer first', 'Bearer renewed', 'Bearer renewed']);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(3); // 204: nothing to stream, so no more tries
  });

  it('stops trying once closed', async () => {
    let connections = 0;
    server.use(
      http.get('*/api/live', () => {
        connections += 1;
        return new HttpResponse(null, { status: 503 });
      }),
    );
    const close = openLiveStream({
      url: 'http://localhost/api/live',
      headers: () => ({}),
      onEvent: () => undefined,
      onReconnect: () => undefined,
      retryMs: 10,
    });
    await vi.waitFor(() => expect(connections).toBeGreaterThanOrEqual(2));
    close();
    const seen = connections;
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(connections).toBe(seen);
  });
});
