import { appError } from '@tessera/core/error-catalogue';
import type { Socket } from 'node:net';

/**
 * Requests so malformed that no route sees them (oversized headers, broken HTTP) still get the one
 * error shape. Node raises these on the socket before Fastify has a request object.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) {
    socket.destroy();
    return;
  }
  const isTooLarge = error.code === 'HPE_HEADER_OVERFLOW';
  const status = isTooLarge ? '431 Request Header Fields Too Large' : '400 Bad Request';
  const body = JSON.stringify(
    isTooLarge ? appError('headers_too_large', { message: 'Request headers are too large' }) : appError('bad_request', { message: 'Malformed request' }),
  );
  socket.end(
    `HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
  );
}
