// The baseline every benchmark is divided by: Fastify with nothing but one JSON route.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ status: 'ok' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
