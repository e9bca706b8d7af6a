import { escapeHtml } from '../../users/password-reset-email';

// The email a player gets when staff answer their appeal, in Spanish, plain text and HTML like the
// password-reset one (src/users/password-reset-email.ts). The staff's reason is the player-facing text and
// is escaped in the HTML.

export function appealAnswerEmail(input: { username: string; accepted: boolean; reason: string | null; link: string }) {
  const verdict = input.accepted
    ? 'El staff aceptó tu descargo: el baneo quedó levantado en todos los servidores de la comunidad.'
    : 'El staff rechazó tu descargo: el baneo sigue vigente.';
  const reasonLine = input.reason ? `Respuesta del staff: ${input.reason}` : null;
  const text = [
    `Hola, ${input.username}:`,
    '',
    verdict,
    ...(reasonLine ? ['', reasonLine] : []),
    '',
    'Podés ver el baneo y tu descargo acá:',
    input.link,
    '',
    '— CS 1.6 Argentina',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
<p>Hola, ${escapeHtml(input.username)}:</p>
<p>${verdict}</p>
${input.reason ? `<p><strong>Respuesta del staff:</strong> ${escapeHtml(input.reason)}</p>` : ''}
<p><a href="${escapeHtml(input.link)}" style="display:inline-block;padding:10px 18px;background:#ff8a1f;color:#1b1f24;font-weight:bold;text-decoration:none;border-radius:6px">Ver el baneo y tu descargo</a></p>
<p>— CS 1.6 Argentina</p>
</body></html>`;
  return {
    subject: input.accepted
      ? 'Aceptaron tu descargo en CS 1.6 Argentina'
      : 'Respondieron tu descargo en CS 1.6 Argentina',
    text,
    html,
  };
}
