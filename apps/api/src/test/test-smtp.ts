import { once } from 'node:events';
import { type AddressInfo, createServer, type Socket } from 'node:net';

/** An SMTP server on a local port for tests: just enough of the protocol for nodemailer. */
export interface TestSmtp {
  url: string;
  /** subjects of the mails it accepted, in order */
  received: string[];
  /** MAIL FROM commands seen: one per try to send */
  tries: number;
  /** the address of each MAIL FROM, in order */
  senders: string[];
  /** while set, every MAIL FROM is answered with this reply, e.g. `550 5.1.1 No such mailbox` */
  refuseWith: string | null;
  close(): Promise<void>;
}

export async function startTestSmtp(options: { acceptDelayMs?: number } = {}): Promise<TestSmtp> {
  const sockets = new Set<Socket>();
  const smtp: TestSmtp = {
    url: '',
    received: [],
    tries: 0,
    senders: [],
    refuseWith: null,
    async close() {
      for (const socket of sockets) socket.destroy();
      server.close();
      await once(server, 'close');
    },
  };

  function converse(socket: Socket) {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => {});
    const reply = (line: string) => socket.write(`${line}\r\n`);
    let pending = '';
    let message: string[] | null = null;

    const onLine = (line: string) => {
      if (message) {
        if (line !== '.') return void message.push(line);
        const subject = message.find((header) => header.startsWith('Subject: '))?.slice('Subject: '.length);
        message = null;
        setTimeout(() => {
          smtp.received.push(subject ?? '');
          reply('250 2.0.0 Accepted');
        }, options.acceptDelayMs ?? 0);
        return;
      }
      const command = line.slice(0, 4).toUpperCase();
      if (command === 'MAIL') {
        smtp.tries++;
        smtp.senders.push(/<([^>]*)>/.exec(line)?.[1] ?? '');
        reply(smtp.refuseWith ?? '250 2.1.0 OK');
      } else if (command === 'DATA') {
        message = [];
        reply('354 End data with <CR><LF>.<CR><LF>');
      } else if (command === 'QUIT') {
        reply('221 2.0.0 Bye');
        socket.end();
      } else {
        reply('250 OK');
      }
    };

    socket.on('data', (chunk) => {
      pending += chunk.toString('utf8');
      for (let end = pending.indexOf('\r\n'); end >= 0; end = pending.indexOf('\r\n')) {
        const line = pending.slice(0, end);
        pending = pending.slice(end + 2);
        onLine(line);
      }
    });
    reply('220 localhost test SMTP');
  }

  const server = createServer(converse);
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  smtp.url = `smtp://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return smtp;
}
