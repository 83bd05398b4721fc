/**
 * The baseline of `npm run bench`'s API figure: a bare Fastify hello-world, in its own process like
 * the real server, on the loopback port given in PORT, with Fastify's default request logging (like
 * the real server's). Prints 'ready' once it listens.
 */
import Fastify from 'fastify';

const app = Fastify({ logger: { level: 'info' } });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
console.log('ready');
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
