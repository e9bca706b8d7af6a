import type { Core } from '@strapi/strapi';
import { siteUrl } from '../env/site-url';
import { emailMessage } from '../email/email-message';
import { ARGENTINA_TIME_ZONE } from '../time/argentina';

// The notice a player gets at the address the account had, when its password or its email changes (issue 41,
// item 7; OWASP ASVS V2.2.3): what changed, when, and what to do if it was not them. Spanish, plain text and HTML
// like the other emails; the new address is shown masked (the old inbox may no longer be the player's).

// The site's "¿Olvidaste tu contraseña?" page (shared/src/config/paths.ts, forgotPassword).
export const RECOVERY_PAGE_PATH = '/recuperar-contrasena';

export type AccountChange = { kind: 'password' } | { kind: 'email'; newEmail: string };

// "n***@gmail.com": enough to recognise one's own address, not to learn someone else's.
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${Array.from(email.slice(0, at))[0]}***${email.slice(at)}`;
}

export function accountChangeEmail(input: { username: string; change: AccountChange; at: Date; recoveryLink: string }) {
  const when = new Intl.DateTimeFormat('es-AR', {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: ARGENTINA_TIME_ZONE,
  }).format(input.at);
  const what =
    input.change.kind === 'password'
      ? `La contraseña de tu cuenta en CS 1.6 Argentina cambió el ${when}.`
      : `El email de tu cuenta en CS 1.6 Argentina cambió el ${when}: ahora es ${maskEmail(input.change.newEmail)}. ` +
        'A esta dirección ya no te llegan los enlaces para recuperar la cuenta.';
  const notYou =
    input.change.kind === 'password'
      ? 'Si no fuiste vos, elegí una contraseña nueva ya mismo desde este enlace (se cierran todas las sesiones abiertas):'
      : 'Si no fuiste vos, respondé este correo desde esta dirección: el staff comprueba que la cuenta es tuya y te la ' +
        'devuelve. Mientras tanto, si todavía podés entrar, cambiá tu contraseña:';
  return emailMessage({
    subject:
      input.change.kind === 'password'
        ? 'Cambió la contraseña de tu cuenta de CS 1.6 Argentina'
        : 'Cambió el email de tu cuenta de CS 1.6 Argentina',
    username: input.username,
    paragraphs: [what, 'Si fuiste vos, no tenés que hacer nada.'],
    action: { label: 'Recuperar mi cuenta', lead: notYou, url: input.recoveryLink },
  });
}

// Sent after the answer, like the other emails: a slow or failing mail server never holds up or undoes the change.
export function noticeAccountChange(
  strapi: Core.Strapi,
  account: { id: number; username: string; email: string },
  change: AccountChange,
): void {
  const message = accountChangeEmail({
    username: account.username,
    change,
    at: new Date(),
    recoveryLink: `${siteUrl()}${RECOVERY_PAGE_PATH}`,
  });
  setImmediate(() => {
    strapi
      .plugin('email')
      .service('email')
      .send({ to: account.email, ...message })
      .then(() => strapi.log.info(`[account] ${change.kind} change notice sent to user ${account.id}`))
      .catch((error: unknown) =>
        strapi.log.error(
          `[account] could not send the change notice: ${error instanceof Error ? error.message : error}`,
        ),
      );
  });
}
