/**
 * One websocket per device (issue 15): the member's global events channel plus the threads they
 * have open. Channels are counted, so two screens showing one thread share one subscription and
 * the last to leave ends it. The connection comes back by itself with exponential backoff (and
 * jitter, so a server restart is not met by every phone at the same moment), subscribes again,
 * and tells its listeners it reconnected so they fetch what they missed.
 */

export type LiveSocket = Pick<WebSocket, 'send' | 'close' | 'readyState'> & {
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
};

export type LiveOptions = {
  url: () => string;
  /** The first frame on a new socket (authentication), when the protocol has one. */
  helloFrame?: () => unknown;
  open?: (url: string) => LiveSocket;
  /** The frame asking for a channel; SPEC §5: a subscription carries an id ('ID required to identify callbacks'). */
  subscribeFrame: (channel: string, id: string) => unknown;
  unsubscribeFrame: (channel: string, id: string) => unknown;
  /** The channel and event a frame from the server carries, or null for frames that are not events (pongs, acknowledgements). */
  readFrame: (data: unknown) => { channel: string; event: unknown } | null;
  pingFrame?: () => unknown;
  /** Whether to come back after the server closed with this code (not after 'unauthorized' or 'signed out'). */
  shouldRetry?: (code: number) => boolean;
  heartbeatMs?: number;
  random?: () => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
};

/** `reconnecting`: an attempt failed or the connection dropped, and another is on its way. */
export type LiveStatus = 'connecting' | 'open' | 'reconnecting' | 'closed';
type EventListener = (event: unknown, channel: string) => void;

const OPEN = 1;
const MAX_BACKOFF_MS = 30_000;
const BASE_BACKOFF_MS = 500;

/** The wait before the n-th retry: doubling from 0.5 s up to 30 s, each a random point in its upper half. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const ceiling = Math.min(MAX_BACKOFF_MS, BASE_BACKOFF_MS * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

export class LiveConnection {
  private socket: LiveSocket | null = null;
  private readonly channels = new Map<string, { id: string; count: number }>();
  private readonly listeners = new Map<string, Set<EventListener>>();
  private readonly reconnectListeners = new Set<() => void>();
  private readonly statusListeners = new Set<(status: LiveStatus) => void>();
  private attempt = 0;
  private retryTimer: unknown = null;
  private heartbeat: unknown = null;
  private hasOpenedBefore = false;
  private isStopped = true;
  private isOffline = false;
  private nextId = 1;
  status: LiveStatus = 'closed';

  constructor(private readonly options: LiveOptions) {}

  private get setTimer() {
    return this.options.setTimer ?? ((run: () => void, ms: number) => setTimeout(run, ms));
  }

  private get clearTimer() {
    return (
      this.options.clearTimer ??
      ((timer: unknown) => clearTimeout(timer as ReturnType<typeof setTimeout>))
    );
  }

  private setStatus(status: LiveStatus) {
    this.status = status;
    for (const listener of this.statusListeners) listener(status);
  }

  private send(frame: unknown) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(frame));
  }

  start(): void {
    if (!this.isStopped) return;
    this.isStopped = false;
    this.connect();
  }

  private drop() {
    if (this.retryTimer !== null) this.clearTimer(this.retryTimer);
    this.retryTimer = null;
    this.stopHeartbeat();
    const socket = this.socket;
    this.socket = null;
    if (socket) {
      socket.onclose = null;
      socket.close();
    }
  }

  stop(): void {
    this.isStopped = true;
    this.drop();
    this.hasOpenedBefore = false;
    this.attempt = 0;
    this.setStatus('closed');
  }

  private connect() {
    if (this.status !== 'reconnecting') this.setStatus('connecting');
    const open = this.options.open ?? ((url: string) => new WebSocket(url) as LiveSocket);
    let socket: LiveSocket;
    try {
      socket = open(this.options.url());
    } catch {
      this.scheduleRetry();
      return;
    }
    this.socket = socket;
    socket.onopen = () => {
      const isReconnect = this.hasOpenedBefore;
      this.hasOpenedBefore = true;
      this.attempt = 0;
      this.setStatus('open');
      const hello = this.options.helloFrame?.();
      if (hello !== undefined) this.send(hello);
      for (const [channel, { id }] of this.channels)
        this.send(this.options.subscribeFrame(channel, id));
      this.startHeartbeat();
      if (isReconnect) for (const listener of this.reconnectListeners) listener();
    };
    socket.onmessage = (message) => {
      let data: unknown;
      try {
        data = JSON.parse(String(message.data)) as unknown;
      } catch {
        return;
      }
      const frame = this.options.readFrame(data);
      if (!frame) return;
      for (const listener of this.listeners.get(frame.channel) ?? [])
        listener(frame.event, frame.channel);
    };
    socket.onerror = () => undefined;
    socket.onclose = (event) => {
      this.socket = null;
      this.stopHeartbeat();
      if (this.options.shouldRetry && !this.options.shouldRetry(event.code)) {
        this.isStopped = true;
        this.setStatus('closed');
      } else if (!this.isStopped) this.scheduleRetry();
    };
  }

  private scheduleRetry() {
    this.setStatus('reconnecting');
    const delay = backoffDelay(this.attempt, this.options.random);
    this.attempt += 1;
    this.retryTimer = this.setTimer(() => {
      this.retryTimer = null;
      if (!this.isStopped && !this.isOffline) this.connect();
    }, delay);
  }

  private startHeartbeat() {
    const { pingFrame, heartbeatMs = 25_000 } = this.options;
    if (!pingFrame) return;
    const beat = () => {
      this.send(pingFrame());
      this.heartbeat = this.setTimer(beat, heartbeatMs);
    };
    this.heartbeat = this.setTimer(beat, heartbeatMs);
  }

  private stopHeartbeat() {
    if (this.heartbeat !== null) this.clearTimer(this.heartbeat);
    this.heartbeat = null;
  }

  /**
   * The device lost its network (`offline`): a socket may linger half-open for a heartbeat or
   * more, so it is dropped now and no attempt is made until the network is back.
   */
  wentOffline(): void {
    if (this.isStopped) return;
    this.isOffline = true;
    this.drop();
    this.setStatus('reconnecting');
  }

  /** The network is back (`online`): connect at once, without waiting out a backoff; catch-up follows. */
  cameOnline(): void {
    this.isOffline = false;
    if (this.isStopped || this.socket) return;
    this.drop();
    this.attempt = 0;
    this.connect();
  }

  /** Listens to one channel; the first listener subscribes the socket to it, the last one to go unsubscribes. */
  listen(channel: string, listener: EventListener): () => void {
    const listeners = this.listeners.get(channel) ?? new Set<EventListener>();
    listeners.add(listener);
    this.listeners.set(channel, listeners);
    const held = this.channels.get(channel);
    if (held) held.count += 1;
    else {
      const id = `s${this.nextId++}`;
      this.channels.set(channel, { id, count: 1 });
      this.send(this.options.subscribeFrame(channel, id));
    }
    let isListening = true;
    return () => {
      if (!isListening) return;
      isListening = false;
      listeners.delete(listener);
      const entry = this.channels.get(channel);
      if (!entry) return;
      entry.count -= 1;
      if (entry.count <= 0) {
        this.channels.delete(channel);
        this.listeners.delete(channel);
        this.send(this.options.unsubscribeFrame(channel, entry.id));
      }
    };
  }

  /** Called after the connection came back: the moment to fetch what was missed. */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  onStatus(listener: (status: LiveStatus) => void): () => void {
    this.statusListeners.add(listener);
    return () => this.statusListeners.delete(listener);
  }
}
