import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

/**
 * The baseline: the least work node:http can do to answer with the same bytes. Whatever Tessera
 * spends beyond this is the cost of the framework, tenancy and the publish cache lookup.
 */
const body = readFileSync(process.env.BODY_FILE ?? '');
const contentType = process.env.CONTENT_TYPE ?? 'application/octet-stream';
const port = Number(process.env.PORT);

// The same headers as Tessera's answer, when given: a raw list made once, the request id filled in.
const headers = process.env.HEADERS ? (JSON.parse(process.env.HEADERS) as [string, string][]) : null;
const raw = headers ? [...headers.flat(), 'content-length', String(body.length)] : null;
const idAt = raw ? raw.indexOf('x-request-id') + 1 : 0;
let requests = 0;

const server = createServer((_request, response) => {
  if (raw) {
    if (idAt > 0) raw[idAt] = `bare-${(requests += 1).toString(36)}`;
    response.writeHead(200, raw);
  } else response.writeHead(200, { 'content-type': contentType, 'content-length': body.length });
  response.end(body);
});
server.listen(port, '127.0.0.1');
process.on('SIGTERM', () => server.close(() => process.exit(0)));
