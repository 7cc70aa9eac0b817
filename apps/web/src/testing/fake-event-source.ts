/**
 * A stand-in for the browser's EventSource (jsdom has none): tests open, fail and feed it by hand.
 * `instances` lists every stream opened, newest last.
 */
export class FakeEventSource {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static instances: FakeEventSource[] = [];

  readonly url: string;
  readyState = FakeEventSource.CONNECTING;
  private readonly listeners = new Map<string, Set<(event: MessageEvent) => void>>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.instances.push(this);
  }

  static latest(): FakeEventSource {
    const latest = FakeEventSource.instances.at(-1);
    if (!latest) throw new Error('No EventSource was opened');
    return latest;
  }

  static reset(): void {
    FakeEventSource.instances = [];
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void): void {
    const set = this.listeners.get(type) ?? new Set();
    set.add(listener);
    this.listeners.set(type, set);
  }

  removeEventListener(type: string, listener: (event: MessageEvent) => void): void {
    this.listeners.get(type)?.delete(listener);
  }

  close(): void {
    this.readyState = FakeEventSource.CLOSED;
  }

  /** The server answered: the stream is open. */
  open(): void {
    this.readyState = FakeEventSource.OPEN;
    // A plain MessageEvent stands in for the browser's Event: listeners read nothing from it.
    this.dispatch('open', new MessageEvent('open'));
  }

  /** The stream failed; `isFinal` means the browser gives up (CLOSED) rather than retrying. */
  fail({ isFinal = false }: { isFinal?: boolean } = {}): void {
    this.readyState = isFinal ? FakeEventSource.CLOSED : FakeEventSource.CONNECTING;
    this.dispatch('error', new MessageEvent('error'));
  }

  /** An SSE event: `event: name`, `id: id`, `data: JSON`. */
  emit(name: string, data: unknown, id: string): void {
    this.dispatch(name, new MessageEvent(name, { data: JSON.stringify(data), lastEventId: id }));
  }

  private dispatch(type: string, event: MessageEvent): void {
    for (const listener of [...(this.listeners.get(type) ?? [])]) listener(event);
  }
}
