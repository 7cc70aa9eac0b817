import type { FastifyInstance } from 'fastify';
import type { HealthResponse } from '@all22/contracts';

export type ChatCheck = HealthResponse['checks']['chat'];

/** How long an external chat service may take to answer the health probe. */
const EXTERNAL_PROBE_TIMEOUT_MS = 2_000;

/**
 * Whether the chat socket the app is configured with is served. A path ("/ws/chat") is this
 * server's own: served when the chat service (chat/chat-socket-plugin.ts) runs at that path. A URL
 * elsewhere (ws, wss, http, https) is probed over HTTP: any answer, even a refusal to upgrade,
 * means the service is up.
 */
export async function checkChatService(app: FastifyInstance, socketUrl: string): Promise<ChatCheck> {
  if (socketUrl.startsWith('/')) {
    const path = socketUrl.split('?')[0] ?? socketUrl;
    return app.chatService?.path === path
      ? { status: 'ok', url: socketUrl }
      : { status: 'unavailable', url: socketUrl, error: 'no chat service runs on this server' };
  }
  let probeUrl: URL;
  try {
    probeUrl = new URL(socketUrl.replace(/^ws(s?):/, 'http$1:'));
  } catch {
    return { status: 'failing', url: socketUrl, error: 'CHAT_SOCKET_URL is not a URL' };
  }
  try {
    await fetch(probeUrl, { method: 'GET', signal: AbortSignal.timeout(EXTERNAL_PROBE_TIMEOUT_MS) });
    return { status: 'ok', url: socketUrl };
  } catch (error) {
    const reason =
      error instanceof Error && error.name === 'TimeoutError' ? 'did not answer in 2 s' : 'is unreachable';
    return { status: 'failing', url: socketUrl, error: `the chat service ${reason}` };
  }
}
