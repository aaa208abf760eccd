/**
 * Web Push: web-push encrypts the payload (RFC 8291, aes128gcm) and signs the VAPID token (RFC 8292);
 * the request itself goes out with fetch, which both Deno and Node have (web-push's own sender speaks
 * https only and through Node's https module).
 */
import webpush from 'web-push';
import { DeliveryError, describeError } from './delivery-error.ts';

export interface PushTarget {
  endpoint: string;
  p256dh: string;
  auth: string;
}

export interface PushTransport {
  send(target: PushTarget, payload: string, options: { topic?: string }): Promise<void>;
}

const TTL_SECONDS = 24 * 60 * 60; // a phone that is off for a night still gets it

export function pushTransport(
  vapid: { publicKey: string; privateKey: string; subject: string },
  fetchImpl: typeof fetch = fetch,
): PushTransport {
  return {
    async send(target, payload, options) {
      let request: { endpoint: string; method: string; headers: Record<string, string | number>; body: Uint8Array };
      try {
        request = webpush.generateRequestDetails(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          payload,
          {
            vapidDetails: vapid,
            TTL: TTL_SECONDS,
            urgency: 'high',
            // Same topic, same record: a phone that was offline gets the latest one only.
            ...(options.topic ? { topic: options.topic } : {}),
          },
        ) as unknown as typeof request;
      } catch (error) {
        // A bad VAPID key or a malformed subscription: retried, so a fixed key lets it through.
        throw new DeliveryError(`Push not sent: ${describeError(error, 400)}`);
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(request.headers)) headers[name] = String(value);
      let response: Response;
      try {
        response = await fetchImpl(request.endpoint, {
          method: request.method,
          headers,
          body: new Uint8Array(request.body),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new DeliveryError(`Push service unreachable: ${describeError(error, 400)}`);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = describeError(await response.text().catch(() => ''), 300);
      if (response.status === 404 || response.status === 410) {
        throw new DeliveryError(`Push service ${response.status}: the subscription has expired (${detail})`, {
          permanent: true,
          gone: true,
        });
      }
      // 413: the payload will never fit. 400/401/403 (a key the service refuses) and 429/5xx (a full or
      // failing push service) are retried.
      throw new DeliveryError(`Push service ${response.status}: ${detail}`, { permanent: response.status === 413 });
    },
  };
}
