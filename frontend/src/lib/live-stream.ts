/** One server-sent event: its name and its JSON data. */
export interface LiveEvent {
  name: string;
  data: unknown;
}

export interface LiveStreamOptions {
  url: string;
  /** Asked at every (re)connection, so a renewed session token is used. */
  headers: () => Record<string, string>;
  onEvent: (event: LiveEvent) => void;
  /** After the stream came back from a drop: whatever happened meanwhile was missed. */
  onReconnect: () => void;
  retryMs?: number;
}

/**
 * Reads a server-sent event stream with `fetch`, which (unlike EventSource) can send the bearer
 * token, and reconnects after a drop; 204 means the server has nothing to stream for this caller
 * (docs/live-updates.md). Answers the function that closes it for good.
 */
export function openLiveStream({
  url,
  headers,
  onEvent,
  onReconnect,
  retryMs = 3000,
}: LiveStreamOptions): () => void {
  const closed = new AbortController();
  const pause = () =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, retryMs);
      closed.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  void (async () => {
    for (let connections = 0; !closed.signal.aborted; connections += 1) {
      try {
        const response = await fetch(url, { headers: headers(), signal: closed.signal });
        if (response.status === 204) return;
        if (response.ok && response.body) {
          if (connections > 0) onReconnect();
          await readEvents(response.body, onEvent);
        }
      } catch {
        // Dropped or refused: try again after the pause, unless closed.
      }
      if (!closed.signal.aborted) await pause();
    }
  })();
  return () => closed.abort();
}

/** Hands on each complete event of the stream until it ends. */
async function readEvents(body: ReadableStream<Uint8Array>, onEvent: (event: LiveEvent) => void) {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return;
    buffered += decoder.decode(value, { stream: true });
    let end;
    while ((end = buffered.indexOf('\n\n')) >= 0) {
      const block = buffered.slice(0, end);
      buffered = buffered.slice(end + 2);
      const name = /^event: (.+)$/m.exec(block)?.[1];
      const data = /^data: (.+)$/m.exec(block)?.[1];
      if (name && data) onEvent({ name, data: JSON.parse(data) as unknown });
    }
  }
}
