import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';
import { redactUrl } from './log-redaction';

/**
 * One log line per request, at a level that follows the outcome: server errors at error, client
 * errors at info, successes at debug (a busy app would otherwise drown its logs in 200s).
 * Every line carries the request id (`reqId`) that is also returned as `x-request-id`.
 */
export class OutcomeLogController extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const status = reply.statusCode;
    const line = { method: request.method, url: redactUrl(request.url), status, ms: Math.round(reply.elapsedTime) };
    if (error || status >= 500) reply.log.error({ ...line, err: error }, 'request failed');
    else if (status >= 400) reply.log.info(line, 'request refused');
    else reply.log.debug(line, 'request completed');
  }
}
