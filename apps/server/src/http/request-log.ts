import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

/**
 * One log line per request, written when it is answered: the request (as the `req`
 * serializer redacts it), the status and the time taken. Fastify's own request logging
 * writes two lines per request (incoming, completed); they were 7% of a request's CPU in
 * the profile of decision 025. A failed answer is still logged at `error` with its error.
 *
 * `quietPaths` (exact paths, no query) log no line when answered below 500 and without an
 * error: a load balancer's health ask every second is noise in the log, and its line was ~15%
 * of the ask's CPU (decision 055). Checked here, not by a route log level: that gives each
 * request a pino child of its own level, which cost more than the line (decision 054).
 */
export class OneLineRequestLog extends LogController {
  private readonly quietPaths: ReadonlySet<string>;

  constructor({ quietPaths = [] }: { quietPaths?: readonly string[] } = {}) {
    super();
    this.quietPaths = new Set(quietPaths);
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    if (this.isLogDisabled(request)) return;
    if (!error && reply.statusCode < 500 && this.quietPaths.has(request.url)) return;
    const line = { req: request, res: reply, responseTime: reply.elapsedTime };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else reply.log.info(line, 'request completed');
  }
}
