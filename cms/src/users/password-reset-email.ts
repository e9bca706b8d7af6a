import { emailMessage } from '../email/email-message';

// The password-reset email (src/email/email-message.ts's layout). The username and link are its only values.
export function resetPasswordEmail(username: string, link: string) {
  return emailMessage({
    subject: 'Cambiá tu contraseña de CS 1.6 Argentina',
    username,
    paragraphs: ['Alguien (seguramente vos) pidió cambiar la contraseña de tu cuenta en CS 1.6 Argentina.'],
    action: {
      label: 'Elegir una nueva contraseña',
      lead: 'Para elegir una nueva, abrí este enlace:',
      url: link,
      showUrl: true,
    },
    closing: [
      'El enlace sirve una sola vez y vence en una hora. Al cambiar la contraseña se cierran tus otras sesiones.',
      'Si no fuiste vos, ignorá este correo: tu contraseña sigue siendo la misma.',
    ],
  });
}
