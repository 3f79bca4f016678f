import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';

export interface ReceivedMail {
  from: string;
  to: string[];
  parsed: ParsedMail;
}

/**
 * A local stand-in for a company's mail server: real SMTP (with AUTH PLAIN/LOGIN, no TLS) on a free
 * port, keeping what it receives. `refuseRecipient` answers 550 for that address.
 */
export async function startSmtpStandIn(options: { user?: string; password?: string; refuseRecipient?: string } = {}) {
  const received: ReceivedMail[] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    authOptional: !options.user,
    onAuth(auth, _session, done) {
      if (auth.username === options.user && auth.password === options.password)
        return done(null, { user: auth.username });
      return done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address === options.refuseRecipient)
        return done(Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 }));
      return done();
    },
    onData(stream, session, done) {
      simpleParser(stream)
        .then((parsed) => {
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            parsed,
          });
          done();
        })
        .catch(done);
    },
    logger: false,
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as { port: number }).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
