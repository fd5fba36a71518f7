import type { Server } from 'node:http';
import { connect, type AddressInfo, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { startServer } from './http-server';
import {
  SERVER_HEADERS_TIMEOUT_MS,
  SERVER_KEEP_ALIVE_TIMEOUT_MS,
  SERVER_REQUEST_TIMEOUT_MS,
} from '@/lib/limits';

/**
 * The server's own limits (docs/decisions/0008), with short timeouts so that
 * the test is quick; the production values are checked to be the ones applied.
 * Times are checked only from below (a connection is not cut before its
 * timeout), which a slow machine cannot break; that it is cut at all is the 408.
 */
const SHORT = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 300,
  writeStallMs: 600,
  checkIntervalMs: 50,
};

let server: Server | undefined;

afterEach(async () => {
  server?.closeAllConnections();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/**
 * 16 MiB, far more than a socket's buffers hold: a client that never reads
 * leaves most of it waiting.
 */
const LARGE = new Uint8Array(16 * 1024 * 1024).fill(120);

async function listen(timeouts = SHORT): Promise<number> {
  return new Promise((resolve) => {
    server = startServer(
      {
        fetch: async (request: Request) => {
          const url = new URL(request.url);
          if (url.pathname === '/large') return new Response(LARGE);
          if (url.pathname === '/streamed') {
            // A page's way: 32 chunks of 32 KiB, each written once the one before has gone.
            let sent = 0;
            const chunk = new Uint8Array(32 * 1024).fill(121);
            return new Response(
              new ReadableStream({
                pull(controller) {
                  if (sent === 32) controller.close();
                  else {
                    sent += 1;
                    controller.enqueue(chunk);
                  }
                },
              }),
            );
          }
          if (url.pathname === '/slow') {
            // A page waiting on a slow shop API: nothing to write for a while, then the answer.
            await new Promise((resolve) => setTimeout(resolve, 2 * SHORT.writeStallMs));
            return new Response('waited');
          }
          return new Response(`read ${(await request.text()).length}`);
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      {
        timeouts,
        ownsProcess: false,
        onListening: () => resolve((server!.address() as AddressInfo).port),
      },
    );
  });
}

/** A raw connection; resolves with what the server wrote and when it closed. */
function rawConnection(port: number): {
  socket: Socket;
  closed: Promise<{ text: string; afterMs: number }>;
} {
  const socket = connect(port, '127.0.0.1');
  const started = performance.now();
  let text = '';
  socket.on('data', (chunk) => (text += chunk.toString()));
  const closed = new Promise<{ text: string; afterMs: number }>((resolve) =>
    socket.on('close', () => resolve({ text, afterMs: performance.now() - started })),
  );
  socket.on('error', () => undefined);
  return { socket, closed };
}

describe('startServer', () => {
  it('applies the production timeouts by default', async () => {
    await new Promise<void>((resolve) => {
      server = startServer(
        { fetch: () => new Response('x'), port: 0, hostname: '127.0.0.1' },
        { ownsProcess: false, onListening: () => resolve() },
      );
    });
    expect(server!.headersTimeout).toBe(SERVER_HEADERS_TIMEOUT_MS);
    expect(server!.requestTimeout).toBe(SERVER_REQUEST_TIMEOUT_MS);
    expect(server!.keepAliveTimeout).toBe(SERVER_KEEP_ALIVE_TIMEOUT_MS);
  });

  it('answers 408 and closes when the headers do not arrive in time', async () => {
    const port = await listen();
    const { socket, closed } = rawConnection(port);
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n'); // and never the blank line
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 408/);
    expect(afterMs).toBeGreaterThanOrEqual(SHORT.headersTimeoutMs - 50);
  });

  it('answers 408 and closes when a body trickles in past the request timeout', async () => {
    const port = await listen();
    const { socket, closed } = rawConnection(port);
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 1000\r\n\r\n');
    // Ten bytes a second: the whole body would take 100 s, and then be answered 200.
    const trickle = setInterval(() => socket.writable && socket.write('x'), 100);
    try {
      const { text, afterMs } = await closed;
      expect(text).toMatch(/^HTTP\/1\.1 408/);
      expect(afterMs).toBeGreaterThanOrEqual(SHORT.requestTimeoutMs - 50);
    } finally {
      clearInterval(trickle);
    }
  });

  it('serves a request that arrives in time, then closes the idle connection', async () => {
    const port = await listen();
    const { socket, closed } = rawConnection(port);
    socket.write('POST / HTTP/1.1\r\nHost: x\r\nContent-Length: 3\r\n\r\nabc');
    const { text, afterMs } = await closed;
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text).toContain('read 3');
    expect(afterMs).toBeGreaterThanOrEqual(SHORT.keepAliveTimeoutMs - 50);
  });

  it('cuts an answer its client has stopped reading, once nothing has been taken for the stall time', async () => {
    const port = await listen();
    const { socket, closed } = rawConnection(port);
    socket.write('GET /large HTTP/1.1\r\nHost: x\r\n\r\n');
    // Reads the first bytes, then stops reading long past the stall time: the
    // server's writes back up.
    socket.once('data', () => {
      socket.pause();
      setTimeout(() => socket.resume(), 4 * SHORT.writeStallMs);
    });
    const { text } = await closed;
    // What the kernel's buffers held came through, the rest never did.
    expect(text).toMatch(/^HTTP\/1\.1 200/);
    expect(text.length).toBeLessThan(LARGE.length / 2);
  });

  it('never cuts an answer that is waiting to write, nor one its client reads slowly', async () => {
    const port = await listen();
    const waiting = rawConnection(port);
    waiting.socket.write('GET /slow HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect((await waiting.closed).text).toContain('waited');
    // A client that reads a streamed answer slowly, for longer than the stall
    // time in all, gets all of it.
    const slow = rawConnection(port);
    slow.socket.on('data', () => {
      slow.socket.pause();
      setTimeout(() => slow.socket.resume(), 60);
    });
    slow.socket.write('GET /streamed HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    const { text, afterMs } = await slow.closed;
    expect(afterMs).toBeGreaterThan(SHORT.writeStallMs);
    // Every byte of the body (121 is 'y'; the chunk sizes are hex digits and never a 'y').
    expect(text.slice(text.indexOf('\r\n\r\n')).match(/y/g)?.length).toBe(32 * 32 * 1024);
  });

  it('reports a busy port to its handler instead of crashing', async () => {
    const port = await listen();
    const error = await new Promise<NodeJS.ErrnoException>((resolve) => {
      const second = startServer(
        { fetch: () => new Response('x'), port, hostname: '127.0.0.1' },
        {
          ownsProcess: false,
          onListening: () => undefined,
          onListenError: (failure) => resolve(failure),
        },
      );
      second.once('error', () => second.close());
    });
    expect(error.code).toBe('EADDRINUSE');
  });
});
