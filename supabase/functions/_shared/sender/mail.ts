/**
 * Outgoing mail: SMTP through nodemailer (the local mail catcher by default, or SMTP_URL), or an HTTP
 * e-mail API in Resend's shape (EMAIL_API_URL + EMAIL_API_KEY), which is what hosted Edge Functions
 * need: they cannot open ports 25 and 587. Headers are built by nodemailer or the API from structured
 * fields, never by string concatenation; subjects and names arrive one-line from the templates.
 */
import nodemailer from 'nodemailer';
import { DeliveryError, describeError } from './delivery-error.ts';

export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  replyTo?: { name: string; address: string } | string;
}

export interface MailTransport {
  send(mail: OutgoingMail): Promise<void>;
  close(): void;
}

interface SmtpError {
  message?: string;
  code?: string;
  responseCode?: number;
  command?: string;
}

/** A recipient the server refuses for good (5xx at RCPT TO) is permanent; the rest may pass later. */
export function classifySmtpError(error: unknown): DeliveryError {
  const smtp = (error ?? {}) as SmtpError;
  const code = typeof smtp.responseCode === 'number' ? smtp.responseCode : undefined;
  const permanent = code !== undefined && code >= 500 && code < 600 && /RCPT/i.test(smtp.command ?? '');
  const prefix = code ? `SMTP ${code}` : smtp.code ? `SMTP ${smtp.code}` : 'SMTP';
  return new DeliveryError(`${prefix}: ${describeError(error, 400)}`, { permanent });
}

export function smtpTransport(url: string): MailTransport {
  const transport = nodemailer.createTransport(url, { pool: true, maxConnections: 4 } as never);
  // nodemailer's URL form turns TLS on only for smtps://; a plain smtp:// server (the local catcher)
  // gets no STARTTLS demand either way.
  return {
    async send(mail) {
      try {
        await transport.sendMail({
          from: mail.from,
          to: mail.to,
          subject: mail.subject,
          html: mail.html,
          text: mail.text,
          replyTo: mail.replyTo,
          // Traveller-controlled text never reaches a header unencoded, and no header is ever folded
          // from it into a new one: nodemailer encodes non-ASCII and refuses raw line breaks.
          disableFileAccess: true,
          disableUrlAccess: true,
        });
      } catch (error) {
        throw classifySmtpError(error);
      }
    },
    close() {
      transport.close();
    },
  };
}

function replyToText(replyTo: OutgoingMail['replyTo']): string | undefined {
  if (!replyTo) return undefined;
  if (typeof replyTo === 'string') return replyTo;
  // Resend takes "Name <address>"; quote the name so commas and angle brackets in it stay in it.
  const name = replyTo.name.replace(/["\\]/g, '').replace(/[\r\n]+/g, ' ');
  return name ? `"${name}" <${replyTo.address}>` : replyTo.address;
}

/** Resend's `POST /emails` shape; any service that accepts it works. */
export function httpMailTransport(url: string, apiKey: string, fetchImpl: typeof fetch = fetch): MailTransport {
  return {
    async send(mail) {
      let response: Response;
      try {
        response = await fetchImpl(url, {
          method: 'POST',
          headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json' },
          body: JSON.stringify({
            from: mail.from,
            to: [mail.to],
            subject: mail.subject,
            html: mail.html,
            text: mail.text,
            reply_to: replyToText(mail.replyTo),
          }),
          signal: AbortSignal.timeout(15_000),
        });
      } catch (error) {
        throw new DeliveryError(`E-mail API unreachable: ${describeError(error, 400)}`);
      }
      if (response.ok) {
        await response.body?.cancel();
        return;
      }
      const detail = describeError(await response.text().catch(() => ''), 300);
      // 400/422: this message or address will never be accepted; 401/403/404: the key or URL is wrong,
      // which the operator can fix, so those retry like 429 and 5xx.
      const permanent = response.status === 400 || response.status === 422;
      throw new DeliveryError(`E-mail API ${response.status}: ${detail}`, { permanent });
    },
    close() {},
  };
}
