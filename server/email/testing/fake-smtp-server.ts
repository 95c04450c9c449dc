import { createServer, type Socket } from 'node:net';

export interface ReceivedMail {
  from: string;
  recipients: string[];
  /** The raw message: headers and body, dot-stuffing undone. */
  data: string;
}

export interface FakeSmtpServer {
  /** smtp://127.0.0.1:{port}, ready for SMTP_URL. */
  url: string;
  received: ReceivedMail[];
  close(): Promise<void>;
}

/**
 * Just enough SMTP on 127.0.0.1 for nodemailer to deliver one message per connection: no TLS,
 * no AUTH. `rejectRecipients` answers RCPT TO with 550, to test a failed send.
 */
export async function startFakeSmtpServer({
  rejectRecipients = false,
} = {}): Promise<FakeSmtpServer> {
  const received: ReceivedMail[] = [];
  const sockets = new Set<Socket>();

  const server = createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.setEncoding('utf8');
    let buffer = '';
    let inData = false;
    let envelope: Omit<ReceivedMail, 'data'> = { from: '', recipients: [] };
    const reply = (line: string) => socket.write(`${line}\r\n`);

    const command = (line: string) => {
      const verb = line.slice(0, 4).toUpperCase();
      if (verb === 'EHLO' || verb === 'HELO') return reply('250 fake-smtp');
      if (verb === 'MAIL') {
        envelope = { from: line.replace(/^MAIL FROM:\s*/i, ''), recipients: [] };
        return reply('250 OK');
      }
      if (verb === 'RCPT') {
        if (rejectRecipients) return reply('550 No such user');
        envelope.recipients.push(line.replace(/^RCPT TO:\s*<?([^>]*)>?.*$/i, '$1'));
        return reply('250 OK');
      }
      if (verb === 'DATA') {
        inData = true;
        return reply('354 End data with <CR><LF>.<CR><LF>');
      }
      if (verb === 'QUIT') {
        reply('221 Bye');
        return socket.end();
      }
      reply('502 Command not implemented');
    };

    socket.on('data', (chunk: string) => {
      buffer += chunk;
      for (;;) {
        if (inData) {
          const end = buffer.indexOf('\r\n.\r\n');
          if (end === -1) return;
          const data = buffer.slice(0, end).replace(/^\.\./gm, '.');
          buffer = buffer.slice(end + 5);
          inData = false;
          received.push({ ...envelope, data });
          reply('250 OK: queued');
        } else {
          const end = buffer.indexOf('\r\n');
          if (end === -1) return;
          const line = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          command(line);
        }
      }
    });
    reply('220 fake-smtp ESMTP');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('fake SMTP server has no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    received,
    close: () =>
      new Promise<void>((resolve, reject) => {
        for (const socket of sockets) socket.destroy();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
