import type { Core } from '@strapi/strapi';

// Email (Strapi's email plugin with nodemailer, config/plugins.ts): the SMTP server the CMS sends through,
// and the site's address the links in the emails point at. `npm start` runs a local mail catcher and points
// SMTP_PORT at it (README); production sets its provider's SMTP (cms/README.md, "Accounts and email").

type Env = Core.Config.Shared.ConfigParams['env'];

export function emailPluginConfig(env: Env) {
  const user = env('SMTP_USERNAME', '');
  return {
    provider: 'nodemailer',
    providerOptions: {
      host: env('SMTP_HOST', '127.0.0.1'),
      port: env.int('SMTP_PORT', 1025),
      // true: TLS from the first byte (port 465); false: STARTTLS when the server offers it (587).
      secure: env.bool('SMTP_SECURE', false),
      ...(user ? { auth: { user, pass: env('SMTP_PASSWORD', '') } } : {}),
      connectionTimeout: 10000,
      greetingTimeout: 10000,
      socketTimeout: 20000,
    },
    settings: {
      defaultFrom: env('EMAIL_FROM', 'CS 1.6 Argentina <no-responder@cs16.com.ar>'),
      defaultReplyTo: env('EMAIL_REPLY_TO', 'soporte@cs16.com.ar'),
    },
  };
}
