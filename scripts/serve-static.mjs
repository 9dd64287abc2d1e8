// Serves the packages folder as plain static files (no SPA, no CSP of the portal), the way another
// internal tool would host the elements: /elements/examples/plain.html, /elements/dist/..., /tokens/dist/...
// Used by the plain-HTML end-to-end test. Usage: PORT=3108 node scripts/serve-static.mjs
import fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import { fileURLToPath } from 'node:url';

const port = Number(process.env.PORT ?? 3108);
const host = process.env.HOST ?? '127.0.0.1';
const app = fastify();
await app.register(fastifyStatic, { root: fileURLToPath(new URL('../packages', import.meta.url)) });
app.get('/healthz', async () => ({ status: 'ok' }));
await app.listen({ port, host });
console.log(`Static files of packages/ on http://${host}:${port}/`);
