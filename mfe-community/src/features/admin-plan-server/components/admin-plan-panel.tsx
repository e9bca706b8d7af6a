import { useRef, useState } from 'react';
import styled from 'styled-components';
import {
  Alert,
  Button,
  ButtonLink,
  errorMessage,
  Link,
  paths,
  useSession,
  type AdminPlanAction,
  type AdminPlanPlayer,
  type AdminPlanServerView,
} from '@cs16ar/shared';
import { queryKeys, queryView, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { Select } from '@cs16ar/shared/form';
import { formatBanLength } from '../../bans';
import { Card, CardActions, CardList, CardTop } from '../../../components/card-list';
import { SplitLayout } from '../../../components/community-page';
import { LoadingBlocks } from '../../../components/loading-blocks';
import { adminPlanServerQuery, banPlayer, kickPlayer } from '../api/admin-plan';

export const PANEL_LOAD_FAILED = 'No pudimos cargar tu servidor. Revisá tu conexión e intentá de nuevo.';
export const ACTION_FAILED = 'No pudimos hacer esa acción. Intentá de nuevo en unos minutos.';

// What the Admin plan may give: from half an hour to seven days.
const BAN_LENGTHS = [
  { minutes: 30, label: '30 minutos' },
  { minutes: 60, label: '1 hora' },
  { minutes: 360, label: '6 horas' },
  { minutes: 1440, label: '1 día' },
  { minutes: 4320, label: '3 días' },
  { minutes: 10080, label: '7 días' },
] as const;

const Layout = styled(SplitLayout)`
  h2 {
    margin: 0 0 12px;
    font-size: 1.25rem;
  }
`;

const Intro = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
  justify-content: space-between;
  margin-bottom: 24px;

  p {
    margin: 0;
  }
`;

const BanForm = styled.form`
  display: grid;
  gap: 8px;
  width: 100%;

  label {
    font-weight: 700;
  }
  textarea {
    font: inherit;
  }
`;

type Outcome = { tone: 'error' | 'success'; text: string };

function PlayerRow({
  player,
  busy,
  act,
}: {
  player: AdminPlanPlayer;
  busy: boolean;
  act: (run: () => Promise<AdminPlanServerView>, done: string) => Promise<boolean>;
}) {
  const [mode, setMode] = useState<'idle' | 'kick' | 'ban'>('idle');
  const [minutes, setMinutes] = useState<number>(60);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const length = BAN_LENGTHS.find((one) => one.minutes === minutes)?.label ?? formatBanLength(minutes * 60);

  const ban = async () => {
    if (reason.trim().length < 3) {
      setReasonError('Escribí el motivo del baneo (al menos 3 caracteres).');
      return;
    }
    const done = await act(
      () => banPlayer({ uid: player.uid, minutes, reason: reason.trim() }),
      `Baneaste a ${player.name} por ${length}. El baneo ya está en la lista pública.`,
    );
    if (done) setMode('idle');
  };

  return (
    <Card>
      <CardTop>
        <div>
          <strong>{player.name}</strong>
          <p>
            {player.frags} frags · {player.time} jugando · {player.steamId}
          </p>
        </div>
        <CardActions>
          {mode === 'idle' && (
            <>
              <Button $variant="secondary" $size="sm" disabled={busy} onClick={() => setMode('kick')}>
                Expulsar
              </Button>
              <Button $variant="danger" $size="sm" disabled={busy} onClick={() => setMode('ban')}>
                Banear
              </Button>
            </>
          )}
          {mode === 'kick' && (
            <>
              <Button
                $variant="danger"
                $size="sm"
                disabled={busy}
                onClick={() =>
                  void act(() => kickPlayer(player.uid), `Expulsaste a ${player.name}.`).then(() => setMode('idle'))
                }
              >
                Sí, expulsar a {player.name}
              </Button>
              <Button $variant="ghost" $size="sm" disabled={busy} onClick={() => setMode('idle')}>
                Cancelar
              </Button>
            </>
          )}
        </CardActions>
      </CardTop>
      {mode === 'ban' && (
        <BanForm
          noValidate
          aria-label={`Banear a ${player.name}`}
          onSubmit={(event) => {
            event.preventDefault();
            void ban();
          }}
        >
          <label htmlFor={`ban-length-${player.uid}`}>Duración</label>
          <Select
            id={`ban-length-${player.uid}`}
            value={minutes}
            onChange={(event) => setMinutes(Number(event.target.value))}
          >
            {BAN_LENGTHS.map((one) => (
              <option key={one.minutes} value={one.minutes}>
                {one.label}
              </option>
            ))}
          </Select>
          <label htmlFor={`ban-reason-${player.uid}`}>Motivo</label>
          <textarea
            id={`ban-reason-${player.uid}`}
            rows={2}
            maxLength={200}
            value={reason}
            aria-invalid={reasonError ? true : undefined}
            onChange={(event) => {
              setReason(event.target.value);
              setReasonError(null);
            }}
          />
          {reasonError && <Alert tone="error">{reasonError}</Alert>}
          <CardActions>
            <Button type="submit" $variant="danger" $size="sm" disabled={busy}>
              Banear a {player.name}
            </Button>
            <Button type="button" $variant="ghost" $size="sm" disabled={busy} onClick={() => setMode('idle')}>
              Cancelar
            </Button>
          </CardActions>
        </BanForm>
      )}
    </Card>
  );
}

function actionLine(action: AdminPlanAction): string {
  const who = action.playerName ?? action.steamId ?? 'un jugador';
  if (action.action === 'kick') return `Expulsaste a ${who}`;
  return `Baneaste a ${who} por ${formatBanLength((action.minutes ?? 0) * 60)}`;
}

function Panel({ view }: { view: AdminPlanServerView }) {
  const { user } = useSession();
  const client = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const inFlight = useRef(false);

  const act = async (run: () => Promise<AdminPlanServerView>, done: string): Promise<boolean> => {
    if (inFlight.current) return false;
    inFlight.current = true;
    setBusy(true);
    setOutcome(null);
    try {
      client.setQueryData(queryKeys.adminPlan.server(user?.id ?? 0), await run());
      setOutcome({ tone: 'success', text: done });
      return true;
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, ACTION_FAILED) });
      return false;
    } finally {
      inFlight.current = false;
      setBusy(false);
    }
  };

  return (
    <>
      <Intro>
        <p>
          Sos admin en <strong>{view.server.name}</strong>. Expulsá o baneá (hasta siete días) a quien rompa el
          reglamento: queda a tu nombre en la lista de baneos.
        </p>
        <ButtonLink to={paths.serverDetail(view.server.id)} $variant="secondary">
          Historial y TOP 15 de tu servidor
        </ButtonLink>
      </Intro>
      {outcome && <Alert tone={outcome.tone}>{outcome.text}</Alert>}
      <Layout>
        <section aria-labelledby="admin-plan-players">
          <h2 id="admin-plan-players">Jugadores en línea</h2>
          {view.playersError ? (
            <Alert tone="error">{view.playersError}</Alert>
          ) : view.players && view.players.length > 0 ? (
            <CardList aria-label={`Jugadores en ${view.server.name}`}>
              {view.players.map((player) => (
                <PlayerRow key={`${player.uid}-${player.steamId}`} player={player} busy={busy} act={act} />
              ))}
            </CardList>
          ) : (
            <p>No hay nadie jugando en tu servidor ahora.</p>
          )}
        </section>
        <section aria-labelledby="admin-plan-actions">
          <h2 id="admin-plan-actions">Tus acciones</h2>
          {view.actions.length === 0 ? (
            <p>Todavía no expulsaste ni baneaste a nadie.</p>
          ) : (
            <CardList aria-label="Tus acciones">
              {view.actions.map((action, index) => (
                <Card key={`${action.at}-${index}`}>
                  <strong>{actionLine(action)}</strong>
                  <p>
                    {formatDateTime(action.at)}
                    {action.reason ? ` · Motivo: ${action.reason}` : ''}
                    {action.banDocumentId ? (
                      <>
                        {' · '}
                        <Link to={`${paths.bans}/${action.banDocumentId}`}>Ver el baneo</Link>
                      </>
                    ) : null}
                  </p>
                </Card>
              ))}
            </CardList>
          )}
        </section>
      </Layout>
    </>
  );
}

/** /admin for an Admin plan member who is not staff (issue 44): their server's players, kick and ban, their actions. */
export function AdminPlanPanel() {
  const { user } = useSession();
  const query = useQuery(adminPlanServerQuery(user?.id ?? 0));
  const view = queryView(query);
  if (view.status === 'loading') return <LoadingBlocks label="Cargando tu servidor..." heights={['160px', '96px']} />;
  if (view.status === 'error') {
    return (
      <Alert tone="error" onRetry={() => void query.refetch()}>
        {errorMessage(query.error, PANEL_LOAD_FAILED)}
      </Alert>
    );
  }
  return <Panel view={view.data} />;
}
