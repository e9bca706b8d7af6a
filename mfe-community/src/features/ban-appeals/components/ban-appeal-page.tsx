import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import {
  Alert,
  BackLink,
  Badge,
  Button,
  ButtonSpinner,
  errorMessage,
  Link,
  pageHeads,
  paths,
  usePageMeta,
  useParams,
} from '@cs16ar/shared';
import { queryKeys, queryView, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime, formatTime } from '@cs16ar/shared/format';
import { ArrowLeftIcon } from '@cs16ar/shared/icons';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { PageColumn } from '../../../components/community-page';
import { StatePanel } from '../../../components/state-panel';
import { answerAppeal, appealQuery } from '../api/ban-appeals';
import { appealStateLabels, evidenceClock, evidenceKindLabel, evidenceText } from '../lib/appeal-view';
import { rejectSchema } from '../types/appeal-schema';
import type { StaffAppeal } from '@cs16ar/shared';
import { TextAreaField } from '@cs16ar/shared/form';
import { AppealImages } from './appeal-images';
import { PagePanel } from '../../../components/page-panel';

export const APPEAL_LOAD_FAILED = 'No pudimos cargar el descargo. Revisá tu conexión e intentá de nuevo.';
export const ANSWER_FAILED = 'No pudimos guardar la respuesta. Probá de nuevo.';

const Title = styled.h1`
  margin: 16px 0 8px;
  font-size: clamp(1.6rem, 5vw, 2.2rem);
  overflow-wrap: anywhere;
`;

const Block = styled(PagePanel)`
  margin-top: 20px;

  p {
    margin: 0;
    white-space: pre-line;
  }
`;

const Muted = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Timeline = styled.ol`
  display: grid;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
  font-size: 0.95rem;

  li {
    display: grid;
    grid-template-columns: 5.5em 8.5em minmax(0, 1fr);
    gap: 12px;
    padding: 6px 8px;
    border-radius: ${({ theme }) => theme.radii.sm};
  }
  li:nth-child(odd) {
    background: ${({ theme }) => theme.colors.surfaceRaised};
  }
  time {
    font-variant-numeric: tabular-nums;
    color: ${({ theme }) => theme.colors.textMuted};
  }
  @media (max-width: 560px) {
    li {
      grid-template-columns: 5.5em minmax(0, 1fr);
    }
    li > span:last-child {
      grid-column: 1 / -1;
    }
  }
`;

const Kind = styled.span<{ $chat: boolean }>`
  font-weight: 700;
  color: ${({ theme, $chat }) => ($chat ? theme.colors.primary : theme.colors.text)};
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  justify-content: flex-end;
`;

function Evidence({ appeal }: { appeal: StaffAppeal }) {
  const { evidence } = appeal;
  return (
    <Block aria-labelledby="evidencia">
      <h2 id="evidencia">Evidencia del servidor</h2>
      {!evidence.server ? (
        <Muted>Este baneo no tiene servidor: no hay registro del juego para mostrar.</Muted>
      ) : (
        <>
          <Muted>
            Lo que registró {evidence.server.name} del jugador en los diez minutos anteriores al baneo
            {evidence.from && evidence.to
              ? ` (de ${formatTime(new Date(evidence.from))} a ${formatTime(new Date(evidence.to))})`
              : ''}
            .
          </Muted>
          {evidence.lines.length === 0 ? (
            <Muted>El servidor no registró nada del jugador en esos diez minutos.</Muted>
          ) : (
            <Timeline aria-label="Registro del jugador">
              {evidence.lines.map((line, index) => (
                <li key={`${line.at}-${index}`}>
                  <time dateTime={line.at}>{evidenceClock(line, formatTime)}</time>
                  <Kind $chat={line.kind === 'chat' || line.kind === 'team-chat'}>{evidenceKindLabel(line.kind)}</Kind>
                  <span>{evidenceText(line)}</span>
                </li>
              ))}
            </Timeline>
          )}
        </>
      )}
    </Block>
  );
}

function AnswerForm({ appeal }: { appeal: StaffAppeal }) {
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState<'accept' | 'reject' | null>(null);
  const { register, handleSubmit, formState, getValues } = useForm<{ reason: string }>({
    resolver: yupResolver(rejectSchema),
    defaultValues: { reason: '' },
  });

  const send = async (verdict: 'accept' | 'reject', reason: string) => {
    setFailure(null);
    setBusy(verdict);
    try {
      const answered = await answerAppeal(appeal.documentId, verdict, reason);
      queryClient.setQueryData(queryKeys.banAppeals.detail(appeal.documentId), answered);
      void queryClient.invalidateQueries({ queryKey: queryKeys.banAppeals.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.bans.all });
    } catch (error) {
      setFailure(errorMessage(error, ANSWER_FAILED));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Block aria-labelledby="responder">
      <h2 id="responder">Responder</h2>
      {failure ? <Alert tone="error">{failure}</Alert> : null}
      <form
        noValidate
        aria-label="Responder el descargo"
        onSubmit={(event) => handleSubmit(({ reason }) => send('reject', reason))(event)}
      >
        <TextAreaField
          label="Respuesta al jugador"
          hint="Obligatoria para rechazar. El jugador la lee en la página del baneo y por email."
          rows={4}
          registration={register('reason')}
          error={formState.errors.reason?.message}
        />
        <Actions style={{ marginTop: 12 }}>
          <Button type="submit" $variant="danger" disabled={busy !== null}>
            {busy === 'reject' ? <ButtonSpinner /> : null} Rechazar
          </Button>
          <Button disabled={busy !== null} onClick={() => void send('accept', getValues('reason'))}>
            {busy === 'accept' ? <ButtonSpinner /> : null} Aceptar y levantar el baneo
          </Button>
        </Actions>
      </form>
    </Block>
  );
}

function AppealView({ appeal }: { appeal: StaffAppeal }) {
  const state = appealStateLabels[appeal.state];
  const ban = appeal.ban;
  const player = ban?.player.name ?? ban?.player.steamId ?? 'Jugador';
  return (
    <>
      <Title>Descargo de {player}</Title>
      <Badge $tone={state.tone}>{state.label}</Badge>
      <Block aria-labelledby="baneo">
        <h2 id="baneo">El baneo</h2>
        {ban ? (
          <p>
            <Link to={paths.ban(ban.documentId)}>{ban.reason ?? 'Sin motivo'}</Link>
            {` · ${ban.server?.name ?? 'Todos los servidores'} · ${ban.player.steamId} · ${formatDateTime(ban.bannedAt)} · `}
            {ban.state === 'levantado' ? 'Levantado' : ban.state === 'expirado' ? 'Expirado' : 'Vigente'}
          </p>
        ) : (
          <Muted>El baneo ya no existe.</Muted>
        )}
      </Block>
      <Block aria-labelledby="descargo">
        <h2 id="descargo">Lo que dice el jugador</h2>
        <Muted>Enviado: {formatDateTime(appeal.createdAt)}</Muted>
        <p>{appeal.text}</p>
        <AppealImages images={appeal.images} />
      </Block>
      <Evidence appeal={appeal} />
      {appeal.state === 'pendiente' ? (
        <AnswerForm appeal={appeal} />
      ) : (
        <Block aria-labelledby="respuesta">
          <h2 id="respuesta">Respuesta</h2>
          <Muted>
            {appeal.state === 'aceptado' ? 'Aceptado' : 'Rechazado'} por {appeal.answeredBy ?? 'el staff'}
            {appeal.answeredAt ? ` (${formatDateTime(appeal.answeredAt)})` : ''}.
          </Muted>
          {appeal.answer ? <p>{appeal.answer}</p> : null}
        </Block>
      )}
    </>
  );
}

/** docs/product.md "Baneos", staff: one appeal, its ban, the evidence from the game log, and the answer. */
export function BanAppealPage() {
  const { documentId = '' } = useParams();
  const query = useQuery(appealQuery(documentId));
  const view = queryView(query);
  usePageMeta(pageHeads.banAppeal.title, pageHeads.banAppeal.description);

  return (
    <PageColumn $narrow>
      <BackLink to={paths.banAppeals}>
        <ArrowLeftIcon size={16} />
        Volver a Descargos
      </BackLink>
      {view.status === 'loading' ? <LoadingBlocks label="Cargando descargo..." heights={['48px', '240px']} /> : null}
      {view.status === 'error' ? (
        <Alert tone="error" onRetry={() => void query.refetch()}>
          {APPEAL_LOAD_FAILED}
        </Alert>
      ) : null}
      {view.status === 'success' && !view.data ? (
        <StatePanel title="Descargo no encontrado" heading={1} tone="not-found">
          Puede que la dirección esté mal escrita.
        </StatePanel>
      ) : null}
      {view.status === 'success' && view.data ? <AppealView appeal={view.data} /> : null}
    </PageColumn>
  );
}
