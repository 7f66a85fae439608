// Bare Fastify hello-world: the yardstick the content list is compared with.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const port = Number(process.env.PORT || 0);
await app.listen({ port, host: '127.0.0.1' });
process.send?.({ port: app.server.address().port });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
