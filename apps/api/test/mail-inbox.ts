// Test support for mail: a real SMTP server on a free port that parses each message as a mail client would
// (mailparser), and can stall: a held message is read but never answered, so its sender is caught mid-send.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface MailInbox {
  url: string;
  /** Messages the server accepted (answered 250), in order. */
  received: ParsedMail[];
  /** While on, each message's data is read and left unanswered (its sender waits until its connection ends). */
  hold(on: boolean): void;
  /** Messages left unanswered so far. */
  held(): number;
  close(): Promise<void>;
}

export async function startMailInbox(): Promise<MailInbox> {
  const received: ParsedMail[] = [];
  let holding = false;
  let held = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, done) {
      if (holding) {
        held++;
        stream.resume();
        return;
      }
      simpleParser(stream)
        .then((mail) => received.push(mail))
        .then(() => done(), done);
    },
  });
  // A sender killed mid-send (the digest delivery test's SIGKILL) resets its connection, which the server
  // reports as an error event: without a listener that ended the test run as an uncaught exception. Any other
  // error still surfaces.
  server.on('error', (err: NodeJS.ErrnoException) => {
    if (err.code !== 'ECONNRESET') throw err;
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    hold: (on) => (holding = on),
    held: () => held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
