import { Controller, Get, Req, Res } from '@nestjs/common';
import { ApiOperation, ApiProduces, ApiTags } from '@nestjs/swagger';
import { type FastifyReply, type FastifyRequest } from 'fastify';
import { ownerOf } from '../../infra/owners/owner.js';
import { LiveHub } from './live-hub.js';

/** A comment line now and then keeps proxies from closing a quiet stream. */
const HEARTBEAT_MS = 25_000;
/** How long a browser waits before it reconnects a dropped stream. */
const RETRY_MS = 3_000;

@ApiTags('live')
@Controller('live')
export class LiveController {
  constructor(private readonly hub: LiveHub) {}

  @Get()
  @ApiProduces('text/event-stream')
  @ApiOperation({
    summary:
      "Server-sent events about the caller's own alerts (`alerts`: alertIds to read again) and bookings (`bookings`).",
  })
  stream(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    const response = reply.hijack().raw;
    response.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-store',
      // The socket ends with the stream: a shutdown then has no idle connection to wait for.
      connection: 'close',
      'x-accel-buffering': 'no',
    });
    response.write(`retry: ${RETRY_MS}\n: connected\n\n`);
    const stop = this.hub.listen(ownerOf(request), {
      send: (event, data) => response.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`),
      end: () => response.end(),
    });
    const heartbeat = setInterval(() => response.write(': still here\n\n'), HEARTBEAT_MS);
    request.raw.once('close', () => {
      clearInterval(heartbeat);
      stop?.();
    });
  }
}
