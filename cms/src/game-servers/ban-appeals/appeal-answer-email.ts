import { emailMessage } from '../../email/email-message';

// The email a player gets when staff answer their appeal (src/email/email-message.ts's layout). The staff's reason
// is the player-facing text.

export function appealAnswerEmail(input: { username: string; accepted: boolean; reason: string | null; link: string }) {
  const verdict = input.accepted
    ? 'El staff aceptó tu descargo: el baneo quedó levantado en todos los servidores de la comunidad.'
    : 'El staff rechazó tu descargo: el baneo sigue vigente.';
  return emailMessage({
    subject: input.accepted
      ? 'Aceptaron tu descargo en CS 1.6 Argentina'
      : 'Respondieron tu descargo en CS 1.6 Argentina',
    username: input.username,
    paragraphs: [verdict, ...(input.reason ? [{ label: 'Respuesta del staff:', text: input.reason }] : [])],
    action: { label: 'Ver el baneo y tu descargo', lead: 'Podés ver el baneo y tu descargo acá:', url: input.link },
  });
}
