import { startMercadoPagoSandbox } from './sandbox';

// `npm start`'s MercadoPago stand-in (scripts/start.js forks it beside Strapi): its port, and the CMS's webhook it
// notifies, from the environment; the access token and webhook secret are the CMS's own (cms/.env).
async function main(): Promise<void> {
  const accessToken = process.env.MERCADOPAGO_ACCESS_TOKEN ?? '';
  const webhookSecret = process.env.MERCADOPAGO_WEBHOOK_SECRET ?? '';
  if (!accessToken || !webhookSecret) throw new Error('MERCADOPAGO_ACCESS_TOKEN and MERCADOPAGO_WEBHOOK_SECRET');
  const sandbox = await startMercadoPagoSandbox({
    port: Number(process.env.MERCADOPAGO_SANDBOX_PORT || 1341),
    publicHost: 'localhost',
    accessToken,
    webhookSecret,
    webhookUrl: process.env.MERCADOPAGO_WEBHOOK_URL,
    stateFile: process.env.MERCADOPAGO_SANDBOX_STATE || undefined,
  });
  console.log(`[mercadopago-sandbox] MercadoPago de prueba en ${sandbox.url}`);
  const stop = () => void sandbox.close().then(() => process.exit(0));
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
  process.on('disconnect', stop);
}

main().catch((error: unknown) => {
  console.error(`[mercadopago-sandbox] cannot start: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
