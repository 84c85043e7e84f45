import { connect, type Socket } from "node:net";

/**
 * An HTTP/1.1 connection written by hand, so a test can hold a request half-sent (headers without
 * their end, a body without its last bytes) while the server is told to stop.
 */
export async function openConnection(port: number) {
  const socket: Socket = connect(port, "127.0.0.1");
  await new Promise<void>((resolve, reject) => {
    socket.once("connect", resolve);
    socket.once("error", reject);
  });
  let received = "";
  socket.on("data", (chunk: Buffer) => {
    received += chunk.toString("utf8");
  });
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  socket.on("error", () => {});
  return {
    write: (text: string | Buffer) => new Promise<void>((resolve) => socket.write(text, () => resolve())),
    /** Everything the server sent, once it has closed the connection. */
    closed: closed.then(() => received),
    get received() {
      return received;
    },
    end: () => socket.destroy(),
  };
}

/** Resolves to true when a new connection to the port is refused. */
export function isRefused(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, "127.0.0.1");
    socket.once("connect", () => {
      socket.destroy();
      resolve(false);
    });
    socket.once("error", () => resolve(true));
  });
}

/**
 * Resolves once the server has answered a request sent after everything written so far on other
 * connections: it has accepted those connections and read what they carried (one event loop reads
 * every socket that is ready), so a signal sent now meets them in flight.
 */
export async function caughtUp(port: number): Promise<void> {
  const probe = await openConnection(port);
  await probe.write("GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n");
  if (!/^HTTP\/1\.1 200/.test(await probe.closed)) throw new Error("the server did not answer /healthz");
}

/**
 * Sends one request exactly as given (any method, target, header or byte: what no HTTP client
 * would send) and reads the answer until the server closes the connection. `status` is undefined
 * when the server closed it without answering.
 */
export async function exchange(
  port: number,
  request: string | Buffer,
): Promise<{ status?: number; text: string }> {
  const connection = await openConnection(port);
  await connection.write(request);
  const timer = setTimeout(connection.end, 10_000);
  const text = await connection.closed;
  clearTimeout(timer);
  const status = /^HTTP\/1\.[01] (\d{3}) /.exec(text)?.[1];
  return { status: status ? Number(status) : undefined, text };
}
