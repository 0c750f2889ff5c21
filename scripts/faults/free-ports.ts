import net from 'node:net';

function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * `count` consecutive free loopback ports (the topology numbers its replicas from a first port), drawn at random
 * from 20000-39999: far from start:prod's 8080/9101 and the machine's PostgreSQL (5432) and Redis (6379).
 */
export async function freePorts(count: number): Promise<number[]> {
  for (let attempt = 0; attempt < 50; attempt++) {
    const first = 20_000 + Math.floor(Math.random() * (20_000 - count));
    const ports = Array.from({ length: count }, (_, i) => first + i);
    if ((await Promise.all(ports.map(isFree))).every(Boolean)) return ports;
  }
  throw new Error(`no ${count} consecutive free ports found on 127.0.0.1`);
}
