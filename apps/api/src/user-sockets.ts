import { PROGRESS_EVENT, USER_EVENT } from '@paperlight/remix-core';
import type { Server as SocketServer, Socket } from 'socket.io';
import type { AccountGate } from './account-gate';
import type { AccessClaims } from './auth';
import { HttpError } from './errors';

export interface UserSocketsOptions {
  /** Whether other api instances share events through the Redis adapter (scale-out mode). */
  clustered: boolean;
  /** How often every open socket is checked again without a signal (sessions that simply expire). @default 30000 */
  sweepMs?: number;
  log?: (msg: string, detail?: Record<string, unknown>) => void;
}

export interface UserSockets {
  /** Sends `event` to every socket of the user on every instance, each after its session is checked. */
  emitToUser(userId: string, event: string, payload: unknown): void;
  /** Joins a connected socket to its user's room with the token claims it connected with. */
  admit(socket: Socket, claims: AccessClaims): void;
  close(): void;
}

interface SocketState {
  claims: AccessClaims;
  /** Events to one socket leave in order: each waits for the check of the one before. */
  chain: Promise<void>;
}

const roomOf = (userId: string) => `user:${userId}`;

/**
 * Open sockets follow the session they were opened with (decision 0106): the api reads the session
 * from the database before every event it writes to a socket, and when the signal says a user changed it checks that user's sockets at once
 * and disconnects those whose session ended, so an ended session stops receiving within the signal's
 * delay (milliseconds; the test allows a second). A worker's events reach the sockets only through
 * here (USER_EVENT), never through the adapter's rooms directly.
 */
export function createUserSockets(io: SocketServer, gate: AccountGate, options: UserSocketsOptions): UserSockets {
  const states = new WeakMap<Socket, SocketState>();

  const localSockets = (userId: string | null): Socket[] => {
    if (userId === null) return [...io.of('/').sockets.values()];
    const ids = io.of('/').adapter.rooms.get(roomOf(userId));
    if (!ids) return [];
    return [...ids].map((id) => io.of('/').sockets.get(id)).filter((socket): socket is Socket => socket !== undefined);
  };

  /**
   * Runs `then` if the socket's session still holds; disconnects it if it ended. `fresh` reads the
   * database (events that carry signed file URLs); otherwise the session cache answers, which the
   * revocation signal clears and which re-checks every socket when it fires (progress ticks, twice a
   * second while a step runs, carry no URLs and must not queue behind a query each).
   */
  const whenValid = (socket: Socket, then: () => void, fresh = true) => {
    const state = states.get(socket);
    if (!state) return;
    state.chain = state.chain.then(async () => {
      if (socket.disconnected) return;
      try {
        // Events that may carry signed file URLs are checked against the database, not the cache, so
        // none waits for the revocation signal to arrive.
        await gate.check(state.claims, { fresh });
      } catch (error) {
        if (error instanceof HttpError && error.statusCode === 401) {
          socket.disconnect(true);
        } else {
          // The check itself failed (a busy database): this event is not sent, the socket stays.
          options.log?.('socket session check failed', { err: String(error) });
        }
        return;
      }
      then();
    });
  };

  const deliver = (userId: string, event: string, payload: unknown) => {
    for (const socket of localSockets(userId)) whenValid(socket, () => socket.emit(event, payload), event !== PROGRESS_EVENT);
  };
  const recheck = (userId: string | null) => {
    for (const socket of localSockets(userId)) whenValid(socket, () => undefined);
  };

  gate.onInvalidate(recheck);
  if (options.clustered)
    io.on(USER_EVENT, (userId: unknown, event: unknown, payload: unknown) => {
      if (typeof userId === 'string' && typeof event === 'string') deliver(userId, event, payload);
    });
  const sweep = setInterval(() => recheck(null), options.sweepMs ?? 30_000);
  sweep.unref();

  return {
    emitToUser(userId, event, payload) {
      deliver(userId, event, payload);
      if (options.clustered) io.serverSideEmit(USER_EVENT, userId, event, payload);
    },
    admit(socket, claims) {
      states.set(socket, { claims, chain: Promise.resolve() });
      void socket.join(roomOf(claims.sub));
      // A signal that arrived between the handshake's check and now found no socket to check.
      whenValid(socket, () => undefined);
    },
    close() {
      clearInterval(sweep);
    },
  };
}
