/**
 * Security headers on every answer (helmet): a strict Content-Security-Policy without inline script and
 * with Trusted Types required, nosniff, a same-origin referrer, no framing; HSTS only over https.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  // Stylesheets and <style> elements from the origin only (Lit adopts constructed stylesheets, which CSP
  // does not govern). Style attributes stay allowed: Lit's styleMap writes its first values as a
  // style attribute (CSSOM after that), which the page walk of e2e/pages.spec.ts showed blocked.
  'style-src': ["'self'"],
  'style-src-attr': ["'unsafe-inline'"],
  'img-src': ["'self'", 'data:'],
  'font-src': ["'self'", 'data:'],
  'connect-src': ["'self'"],
  'object-src': ["'none'"],
  'base-uri': ["'none'"],
  'frame-ancestors': ["'none'"],
  'form-action': ["'self'"],
  'require-trusted-types-for': ["'script'"],
  // The only Trusted Types policies the pages may create: Lit's own (its templates; no element of ours
  // uses unsafeHTML), and the consent banner's default policy with DOMPurify's (consent/trusted-types.ts).
  'trusted-types': ['lit-html', 'default', 'dompurify'],
};

const HSTS = 'max-age=31536000; includeSubDomains';

/** Browser features the portal never uses, off for it and anything it could embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/**
 * The headers for answers Fastify gives before any hook runs (an unparsable URL): the same policy, set by
 * hand because helmet's hook never saw the request.
 */
export const BASELINE_SECURITY_HEADERS: Record<string, string> = {
  'content-security-policy': Object.entries(CONTENT_SECURITY_POLICY)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join(';'),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'same-origin',
  'x-frame-options': 'DENY',
  'permissions-policy': PERMISSIONS_POLICY,
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

export async function registerSecurityHeaders(app: FastifyInstance): Promise<void> {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: CONTENT_SECURITY_POLICY },
    // Sent only over https, below: over plain http it would be ignored at best.
    strictTransportSecurity: false,
    referrerPolicy: { policy: 'same-origin' },
    xFrameOptions: { action: 'deny' },
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
    done();
  });
}
