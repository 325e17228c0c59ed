import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline: the least work node:http can do to answer with the same bytes. Whatever Tessera
 * spends beyond this is the cost of the framework, tenancy and the publish cache lookup.
 */
const body = readFileSync(process.env.BODY_FILE ?? '');
const contentType = process.env.CONTENT_TYPE ?? 'application/octet-stream';
const port = Number(process.env.PORT);

const server = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
