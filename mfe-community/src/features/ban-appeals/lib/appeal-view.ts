import type { BadgeTone } from '@cs16ar/shared';
import type { AppealState, AppealEvidenceLine } from '@cs16ar/shared';

/** An appeal's state as a badge says it. */
export const appealStateLabels: Record<AppealState, { label: string; tone: BadgeTone }> = {
  pendiente: { label: 'Pendiente', tone: 'gold' },
  aceptado: { label: 'Aceptado', tone: 'success' },
  rechazado: { label: 'Rechazado', tone: 'danger' },
};

const KIND_LABELS: Record<AppealEvidenceLine['kind'], string> = {
  chat: 'Chat',
  'team-chat': 'Chat de equipo',
  kill: 'Kill',
  death: 'Muerte',
  suicide: 'Suicidio',
  team: 'Equipo',
  connect: 'Entró',
  disconnect: 'Salió',
};

export function evidenceKindLabel(kind: AppealEvidenceLine['kind']): string {
  return KIND_LABELS[kind] ?? kind;
}

/** What happened, in words: the chat's own text is shown as it was said. */
export function evidenceText(line: AppealEvidenceLine): string {
  const weapon = line.weapon ? ` con ${line.weapon}${line.headshot ? ' (headshot)' : ''}` : '';
  switch (line.kind) {
    case 'chat':
    case 'team-chat':
      return line.text;
    case 'kill':
      return `Mató a ${line.text}${weapon}`;
    case 'death':
      return `Lo mató ${line.text}${weapon}`;
    case 'suicide':
      return `Se suicidó${weapon}`;
    case 'team':
      return `Se pasó a ${line.text}`;
    case 'connect':
      return 'Entró al servidor';
    case 'disconnect':
      return 'Salió del servidor';
    default:
      return line.text;
  }
}

/** The server's log clock ("14:57:05") when the line has it, else when the CMS received it. */
export function evidenceClock(line: AppealEvidenceLine, formatTime: (date: Date) => string): string {
  const logged = line.logTime ? /(\d{2}:\d{2}:\d{2})$/.exec(line.logTime)?.[1] : undefined;
  return logged ?? formatTime(new Date(line.at));
}
