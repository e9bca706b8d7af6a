// The password-reset email, in Spanish, as plain text and HTML (the plain part is what many mail clients
// and filters read first). The username and link are the only values in it; the HTML escapes them.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ENTITIES[char] ?? char);

export function resetPasswordEmail(username: string, link: string) {
  const text = [
    `Hola, ${username}:`,
    '',
    'Alguien (seguramente vos) pidió cambiar la contraseña de tu cuenta en CS 1.6 Argentina.',
    'Para elegir una nueva, abrí este enlace:',
    '',
    link,
    '',
    'El enlace sirve una sola vez y vence en una hora. Al cambiar la contraseña se cierran tus otras sesiones.',
    'Si no fuiste vos, ignorá este correo: tu contraseña sigue siendo la misma.',
    '',
    '— CS 1.6 Argentina',
  ].join('\n');
  const html = `<!doctype html>
<html lang="es-AR"><body style="font-family:Arial,sans-serif;color:#1b1f24;line-height:1.5">
<p>Hola, ${escapeHtml(username)}:</p>
<p>Alguien (seguramente vos) pidió cambiar la contraseña de tu cuenta en CS 1.6 Argentina.</p>
<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:10px 18px;background:#ff8a1f;color:#1b1f24;font-weight:bold;text-decoration:none;border-radius:6px">Elegir una nueva contraseña</a></p>
<p>O copiá este enlace en tu navegador:<br><span style="word-break:break-all">${escapeHtml(link)}</span></p>
<p>El enlace sirve una sola vez y vence en una hora. Al cambiar la contraseña se cierran tus otras sesiones.</p>
<p>Si no fuiste vos, ignorá este correo: tu contraseña sigue siendo la misma.</p>
<p>— CS 1.6 Argentina</p>
</body></html>`;
  return { subject: 'Cambiá tu contraseña de CS 1.6 Argentina', text, html };
}
