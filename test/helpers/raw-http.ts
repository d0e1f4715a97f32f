import net from 'node:net';
import { WAIT_MS } from './until.ts';

export interface RawResponse {
  status: number;
  /** Header names lower-cased. */
  headers: Record<string, string>;
  body: string;
}

/**
 * One TCP connection speaking HTTP/1.1 by hand, for what a fetch client cannot send or see: slow
 * headers and bodies, oversized or malformed requests, whether the server closes the connection.
 */
export class RawConnection {
  private buffer = Buffer.alloc(0);
  private wake: (() => void) | null = null;
  readonly connectedAt: number;
  /** When the server closed the connection (ms since the epoch), or null while open. */
  closedAt: number | null = null;
  readonly closed: Promise<void>;

  private constructor(readonly socket: net.Socket) {
    this.connectedAt = Date.now();
    socket.on('data', (d: Buffer) => {
      this.buffer = Buffer.concat([this.buffer, d]);
      this.wake?.();
    });
    socket.on('error', () => {});
    this.closed = new Promise((resolve) =>
      socket.once('close', () => {
        this.closedAt = Date.now();
        this.wake?.();
        resolve();
      }),
    );
  }

  static open(port: number): Promise<RawConnection> {
    return new Promise((resolve, reject) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.once('connect', () => resolve(new RawConnection(socket)));
      socket.once('error', reject);
    });
  }

  write(data: string): void {
    if (this.socket.writable) this.socket.write(data);
  }

  /** The next whole response (headers and a Content-Length body); throws if the connection closes first. */
  async response(timeoutMs = WAIT_MS): Promise<RawResponse> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.closedAt !== null)
        throw new Error(`connection closed before a whole response: ${JSON.stringify(this.buffer.toString())}`);
      if (Date.now() > deadline)
        throw new Error(`no whole response within ${timeoutMs} ms: ${JSON.stringify(this.buffer.toString())}`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, 100);
        this.wake = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wake = null;
    }
  }

  /** Whatever the server sent and nobody read yet. */
  unread(): string {
    return this.buffer.toString();
  }

  destroy(): void {
    this.socket.destroy();
  }

  private take(): RawResponse | null {
    const end = this.buffer.indexOf('\r\n\r\n');
    if (end < 0) return null;
    const [statusLine, ...lines] = this.buffer.subarray(0, end).toString('latin1').split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const length = Number(headers['content-length'] ?? 0);
    if (this.buffer.length < end + 4 + length) return null;
    const body = this.buffer.subarray(end + 4, end + 4 + length).toString();
    this.buffer = this.buffer.subarray(end + 4 + length);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }
}

/** The documented error of a raw response (same id in X-Request-Id), or null when it is not in that shape. */
export function rawErrorOf(res: RawResponse): { code: string; message: string; request_id: string } | null {
  try {
    const e = (JSON.parse(res.body) as { error?: { code?: unknown; message?: unknown; request_id?: unknown } }).error;
    if (
      !e ||
      typeof e.code !== 'string' ||
      typeof e.message !== 'string' ||
      e.request_id !== res.headers['x-request-id']
    )
      return null;
    return e as { code: string; message: string; request_id: string };
  } catch {
    return null;
  }
}
