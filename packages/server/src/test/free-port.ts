import { createServer } from 'node:net';

/** Asks the OS for a port that is free right now on the loopback interface (the e2e suite's server, the benchmarks' servers). */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => (port ? resolve(port) : reject(new Error('No free port was offered'))));
    });
  });
}
