/**
 * The baselines of `npm run bench`'s API figure: a bare Fastify hello-world, in its own process like
 * the real server, on the loopback port given in PORT. With `--quiet` it logs nothing; otherwise it
 * keeps Fastify's default request logging at `info` (two lines per request, like a server left as
 * Fastify makes it).
 */
import Fastify from 'fastify';

const quiet = process.argv.includes('--quiet');
const app = Fastify({ logger: quiet ? false : { level: 'info' } });
app.get('/', async () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
