// A bare Fastify 5 hello-world from the project's own Fastify (the yardstick of the ping bench, bench/ping.ts):
// Fastify's defaults (no logger), one route answering what the shop's GET /api/ping answers. PORT and HOST as the
// shop reads them; prints "listening" when it answers.
import Fastify from 'fastify';

const app = Fastify();
app.get('/api/ping', async () => ({ pong: true }));
await app.listen({ port: Number(process.env.PORT ?? 3000), host: process.env.HOST ?? '127.0.0.1' });
console.log('listening');
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
