import type { AddressInfo } from 'node:net';
import { SMTPServer, type SMTPServerError } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  /** The recipients of the SMTP envelope (RCPT TO). */
  to: string[];
  /** The user the client signed in as, if it did. */
  user: string | null;
  mail: ParsedMail;
  at: number;
  /** The name the client gave in its greeting (EHLO/HELO). */
  greeting: string;
  /** The connection (SMTP session) it came on. */
  sessionId: string;
}

/** What the server says to the nth message (1-based): accept it (null), or refuse it with a code. */
export type SmtpAnswer = (count: number) => { code: number; message: string } | null;

/**
 * A real SMTP server on 127.0.0.1 for tests (the maintained `smtp-server` library), which parses
 * every message it accepts with `mailparser`. Plain connections, as a local relay would take
 * them; it signs in the user and password given, and refuses other credentials.
 */
export async function startSmtpReceiver(options: { username?: string; password?: string; port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let answer: SmtpAnswer = () => null;
  let count = 0;
  let delayMs = 0;
  const connections = { opened: 0, open: 0, mostAtOnce: 0 };
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    logger: false,
    // A client's idle pooled connection is ended at once when the test closes the server, not
    // after the library's 30 s grace (the email journey waited that long at its end).
    closeTimeout: 100,
    onConnect(_session, callback) {
      connections.opened += 1;
      connections.open += 1;
      connections.mostAtOnce = Math.max(connections.mostAtOnce, connections.open);
      callback();
    },
    onClose() {
      connections.open -= 1;
    },
    onAuth(auth, _session, callback) {
      if (auth.username === options.username && auth.password === options.password) {
        callback(null, { user: auth.username });
      } else {
        callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
      }
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        count += 1;
        const refusal = answer(count);
        if (refusal) {
          const error: SMTPServerError = new Error(refusal.message);
          error.responseCode = refusal.code;
          callback(error);
          return;
        }
        simpleParser(Buffer.concat(chunks)).then(
          (mail) => {
            received.push({
              to: session.envelope.rcptTo.map((r) => r.address),
              user: typeof session.user === 'string' ? session.user : null,
              mail,
              at: Date.now(),
              greeting: session.hostNameAppearsAs,
              sessionId: session.id,
            });
            callback();
          },
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    port,
    received,
    /** Changes how the next messages are answered (the count goes on from where it is). */
    answerWith(next: SmtpAnswer) {
      answer = next;
    },
    /** Waits this long before answering each message (a mail server that takes its time). */
    answerAfter(ms: number) {
      delayMs = ms;
    },
    /** Connections opened so far, open now, and the most open at one time. */
    connections,
    /** How many messages were offered (accepted or refused). */
    offered: () => count,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
