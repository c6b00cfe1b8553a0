import { createAdapter } from '@socket.io/redis-adapter';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { Server as SocketServer } from 'socket.io';
import type { AccountGate } from './account-gate';
import { authenticate, type AccessClaims, type createTokenVerifier } from './auth';
import type { RequestAuth } from './request-auth';
import { createUserSockets } from './user-sockets';

export interface RealtimeOptions {
  origins: string[];
  verifier: ReturnType<typeof createTokenVerifier>;
  gate: AccountGate;
  checkAccount: RequestAuth['checkAccount'];
  redisUrl?: string | undefined;
  redisKey?: string | undefined;
  socketSweepMs?: number | undefined;
}

/**
 * Socket.IO on the api's port: sockets authenticate with the bearer token in their handshake (never a
 * cookie), each user's sockets are kept and checked again (decision 0106), and with Redis every
 * instance can deliver any user's event.
 */
export async function createRealtime(app: FastifyInstance, options: RealtimeOptions) {
  const io = new SocketServer(app.server, {
    serveClient: false,
    cors: { origin: options.origins, credentials: true, allowedHeaders: ['authorization', 'content-type', 'x-device-id'] },
  });
  let redis: { pub: Redis; sub: Redis } | null = null;
  if (options.redisUrl) {
    const pub = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 3 });
    const sub = pub.duplicate();
    await Promise.all([pub.connect(), sub.connect()]);
    redis = { pub, sub };
    io.adapter(createAdapter(pub, sub, { key: options.redisKey ?? 'socket.io' }));
  }
  const userSockets = createUserSockets(io, options.gate, {
    clustered: redis !== null,
    ...(options.socketSweepMs !== undefined ? { sweepMs: options.socketSweepMs } : {}),
    log: (msg, detail) => app.log.warn(detail ?? {}, msg),
  });
  io.use((socket, next) => {
    const { auth, headers } = socket.handshake;
    const authToken = typeof auth?.token === 'string' ? auth.token : undefined;
    // auth.token wins: it is re-read on every reconnection, extraHeaders are fixed at creation.
    const authorization = authToken ? `Bearer ${authToken}` : (headers.authorization ?? undefined);
    const rawDevice = headers['x-device-id'];
    const deviceId =
      (Array.isArray(rawDevice) ? rawDevice[0] : rawDevice) ?? (typeof auth?.deviceId === 'string' ? auth.deviceId : undefined);
    authenticate(options.verifier, authorization, deviceId)
      .then(async (claims) => {
        // The token's own claims are kept: every later check starts from them (decision 0106).
        socket.data.claims = claims;
        return options.checkAccount(claims);
      })
      .then(
        (claims) => {
          socket.data.user = claims;
          next();
        },
        () => next(new Error('Unauthorized')),
      );
  });
  io.on('connection', (socket) => userSockets.admit(socket, socket.data.claims as AccessClaims));

  return {
    io,
    emitToUser: userSockets.emitToUser,
    /** Ends every socket (the app's preClose): upgraded websocket connections would otherwise keep the http server from closing. */
    disconnect() {
      io.local.disconnectSockets(true);
      io.engine.close();
    },
    /** Stops the sockets' sweeps and the Redis connections (the app's onClose). */
    async close() {
      userSockets.close();
      if (redis) await Promise.all([redis.pub.quit(), redis.sub.quit()]);
    },
  };
}
