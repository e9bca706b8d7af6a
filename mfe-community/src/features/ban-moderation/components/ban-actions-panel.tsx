import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { yupResolver } from '@hookform/resolvers/yup';
import styled from 'styled-components';
import { Alert, Badge, Button, ButtonSpinner, errorMessage, useSession, type Ban } from '@cs16ar/shared';
import { queryKeys, useLiveRefresh, useQuery, useQueryClient } from '@cs16ar/shared/data';
import { formatDateTime } from '@cs16ar/shared/format';
import { banServersQuery, formatBanLength } from '../../bans';
import {
  banAuditQuery,
  liftBan,
  markCommunityWide,
  shortenBan,
  type BanAuditEntry,
  type BanDelivery,
} from '../api/ban-moderation';
import { minutesOf, shortenSchema, type ShortenValues } from '../lib/ban-form-schemas';
import { DurationFields } from './moderation-fields';
import { PagePanel } from '../../../components/page-panel';

export const BAN_ACTION_FAILED = 'No pudimos hacer el cambio. Intentá de nuevo en unos minutos.';
export const AUDIT_LOAD_FAILED = 'No pudimos cargar el registro del baneo.';
/** While live events cannot arrive, the audit and the deliveries are asked again this often. */
const AUDIT_REFRESH_MS = 15_000;
/**
 * While a server is still being tried: a retry changes its row ("Reintentando (intento N)") without a live event
 * (one comes with each server's outcome), so the deliveries are asked again this often until none is pending.
 */
const PENDING_REFRESH_MS = 5_000;
const DELIVERY_ORDER: Record<BanDelivery['state'], number> = { fallido: 0, pendiente: 1, aplicado: 2 };

/** The staff's part of a ban's page, set apart by a stronger border. */
const Panel = styled(PagePanel)`
  gap: 20px;
  margin-top: 24px;
  border-color: ${({ theme }) => theme.colors.borderStrong};

  h3 {
    margin: 0 0 8px;
    font-size: 1rem;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 12px;
  align-items: center;
`;

const ShortenForm = styled.form`
  display: grid;
  gap: 12px;
  max-width: 420px;
`;

const Rows = styled.ul`
  display: grid;
  gap: 8px;
  margin: 0;
  padding: 0;
  list-style: none;

  li {
    display: flex;
    flex-wrap: wrap;
    gap: 6px 12px;
    align-items: baseline;
    justify-content: space-between;
    padding: 8px 12px;
    border-radius: ${({ theme }) => theme.radii.md};
    background: ${({ theme }) => theme.colors.surfaceRaised};
    overflow-wrap: anywhere;
  }
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: 0.9rem;
`;

const NoteText = styled.p`
  margin: 0;
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

const ACTION_LABELS: Record<BanAuditEntry['action'], string> = {
  create: 'Creó el baneo',
  lift: 'Lo levantó',
  shorten: 'Lo acortó',
  'community-wide': 'Lo aplicó en toda la comunidad',
};

function entryDetail(entry: BanAuditEntry): string | null {
  if (entry.action === 'shorten' && entry.before && entry.after) {
    return `de ${formatBanLength(entry.before.durationSeconds)} a ${formatBanLength(entry.after.durationSeconds)}`;
  }
  if (entry.action === 'create' && entry.after) return formatBanLength(entry.after.durationSeconds);
  return null;
}

function deliveryState(delivery: BanDelivery): { tone: 'success' | 'danger' | 'neutral'; text: string } {
  if (delivery.state === 'aplicado') return { tone: 'success', text: 'Aplicado' };
  if (delivery.state === 'fallido') return { tone: 'danger', text: `Falló: ${delivery.lastError ?? 'sin respuesta'}` };
  return {
    tone: 'neutral',
    text: delivery.attempts > 0 ? `Reintentando (intento ${delivery.attempts + 1})` : 'Enviando',
  };
}

/** The internal note the ban carries now: the latest one the audit log recorded. */
function internalNoteOf(entries: readonly BanAuditEntry[]): string | null {
  for (const entry of [...entries].reverse()) {
    if (entry.after?.internalNote) return entry.after.internalNote;
  }
  return null;
}

function Deliveries({ ban, deliveries }: { ban: Ban; deliveries: readonly BanDelivery[] }) {
  const servers = useQuery(banServersQuery()).data ?? [];
  const [first] = deliveries;
  if (!first) return null;
  const nameOf = (documentId: string) => servers.find((server) => server.documentId === documentId)?.name ?? documentId;
  const applied = deliveries.filter((delivery) => delivery.state === 'aplicado').length;
  const lift = first.command === 'unban';
  return (
    <div>
      <h3>
        {lift ? 'Levantado' : 'Aplicado'} en {applied} de {deliveries.length} servidores
      </h3>
      <Rows aria-label={ban.state === 'levantado' ? 'Levantamiento por servidor' : 'Baneo por servidor'}>
        {[...deliveries]
          .sort((a, b) => (DELIVERY_ORDER[a.state] ?? 1) - (DELIVERY_ORDER[b.state] ?? 1))
          .map((delivery) => {
            const state = deliveryState(delivery);
            return (
              <li key={delivery.serverDocumentId}>
                <span>{nameOf(delivery.serverDocumentId)}</span>
                <Badge $tone={state.tone}>{state.text}</Badge>
              </li>
            );
          })}
      </Rows>
    </div>
  );
}

function AuditLog({ entries }: { entries: readonly BanAuditEntry[] }) {
  const now = new Date();
  return (
    <div>
      <h3>Registro</h3>
      {entries.length === 0 ? (
        <Muted>Ningún miembro del staff actuó sobre este baneo todavía.</Muted>
      ) : (
        <Rows aria-label="Registro">
          {entries.map((entry, index) => {
            const detail = entryDetail(entry);
            return (
              <li key={`${entry.at}-${index}`}>
                <span>
                  <strong>{entry.staff.name}</strong> · {ACTION_LABELS[entry.action] ?? entry.action}
                  {detail ? ` (${detail})` : null}
                </span>
                <Muted>
                  <time dateTime={entry.at}>{formatDateTime(entry.at, now)}</time>
                </Muted>
              </li>
            );
          })}
        </Rows>
      )}
    </div>
  );
}

function StaffBanActions({ ban }: { ban: Ban }) {
  const client = useQueryClient();
  const live = useLiveRefresh(AUDIT_REFRESH_MS);
  const audit = useQuery({
    ...banAuditQuery(ban.documentId),
    ...live,
    refetchInterval: (query) =>
      query.state.data?.deliveries.some((delivery) => delivery.state === 'pendiente')
        ? PENDING_REFRESH_MS
        : live.refetchInterval(query),
  });
  // The page's own line ("aplicado en N de M") is the ban's answer, read again on each live event: when the
  // deliveries read here move (their polling does not wait for an event that may come late), it is read again too.
  const applied = audit.data?.deliveries.filter((delivery) => delivery.state === 'aplicado').length;
  useEffect(() => {
    if (applied !== undefined) void client.invalidateQueries({ queryKey: queryKeys.bans.detail(ban.documentId) });
  }, [applied, ban.documentId, client]);
  const [outcome, setOutcome] = useState<{ tone: 'error' | 'success'; text: string } | null>(null);
  const [confirmingLift, setConfirmingLift] = useState(false);
  const [busy, setBusy] = useState<'lift' | 'community-wide' | null>(null);
  const inFlight = useRef(false);
  const inForce = ban.state === 'activo' || ban.state === 'permanente';
  const { register, handleSubmit, formState, reset } = useForm<ShortenValues>({
    resolver: yupResolver(shortenSchema),
    mode: 'onTouched',
    defaultValues: { durationAmount: '', durationUnit: 'hours' },
  });

  async function act(run: () => Promise<unknown>, done: string): Promise<void> {
    if (inFlight.current) return;
    inFlight.current = true;
    setOutcome(null);
    try {
      await run();
      setOutcome({ tone: 'success', text: done });
      await client.invalidateQueries({ queryKey: queryKeys.bans.all });
    } catch (failure) {
      setOutcome({ tone: 'error', text: errorMessage(failure, BAN_ACTION_FAILED) });
    } finally {
      inFlight.current = false;
    }
  }

  const lift = async () => {
    setBusy('lift');
    await act(() => liftBan(ban.documentId), 'Baneo levantado.');
    setBusy(null);
    setConfirmingLift(false);
  };
  const spread = async () => {
    setBusy('community-wide');
    await act(() => markCommunityWide(ban.documentId), 'Enviado a todos los servidores.');
    setBusy(null);
  };
  const shorten = (values: ShortenValues) =>
    act(async () => {
      await shortenBan(ban.documentId, minutesOf(values.durationAmount, values.durationUnit));
      reset({ durationAmount: '', durationUnit: values.durationUnit });
    }, 'Baneo acortado.');

  const entries = audit.data?.entries ?? [];
  const note = internalNoteOf(entries);
  return (
    <Panel aria-labelledby="staff-actions-heading">
      <h2 id="staff-actions-heading">Acciones del staff</h2>
      {outcome ? <Alert tone={outcome.tone}>{outcome.text}</Alert> : null}
      {inForce ? (
        <Actions>
          {confirmingLift ? (
            <>
              <span>¿Levantar el baneo{ban.communityWide ? ' en todos los servidores' : ''}?</span>
              <Button $variant="danger" onClick={() => void lift()} disabled={busy !== null}>
                {busy === 'lift' ? <ButtonSpinner /> : null}
                Sí, levantar
              </Button>
              <Button $variant="ghost" onClick={() => setConfirmingLift(false)} disabled={busy !== null}>
                Cancelar
              </Button>
            </>
          ) : (
            <Button $variant="secondary" onClick={() => setConfirmingLift(true)} disabled={busy !== null}>
              Levantar
            </Button>
          )}
          {!ban.communityWide ? (
            <Button $variant="secondary" onClick={() => void spread()} disabled={busy !== null}>
              {busy === 'community-wide' ? <ButtonSpinner /> : null}
              Aplicar en toda la comunidad
            </Button>
          ) : null}
        </Actions>
      ) : (
        <Muted>Este baneo ya no está vigente: no hay acciones para hacer.</Muted>
      )}
      {inForce ? (
        <ShortenForm
          noValidate
          aria-label="Acortar el baneo"
          aria-busy={formState.isSubmitting}
          onSubmit={(event) => handleSubmit(shorten)(event)}
        >
          <h3>Acortar</h3>
          <Muted>
            La duración nueva cuenta desde que se puso el baneo
            {ban.durationSeconds ? ` (hoy: ${formatBanLength(ban.durationSeconds)})` : ' (hoy: permanente)'}.
          </Muted>
          <DurationFields
            label="Duración nueva"
            amount={register('durationAmount')}
            unit={register('durationUnit')}
            error={formState.errors.durationAmount?.message}
          />
          <div>
            <Button type="submit" $variant="secondary" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? <ButtonSpinner /> : null}
              Acortar
            </Button>
          </div>
        </ShortenForm>
      ) : null}
      {audit.status === 'error' ? <Alert tone="error">{AUDIT_LOAD_FAILED}</Alert> : null}
      <Deliveries ban={ban} deliveries={audit.data?.deliveries ?? []} />
      <div>
        <h3>Nota interna</h3>
        {note ? <NoteText>{note}</NoteText> : <Muted>Sin nota interna.</Muted>}
      </div>
      {audit.status === 'success' ? <AuditLog entries={entries} /> : null}
    </Panel>
  );
}

/**
 * docs/product.md "Baneos": on a ban's page, for the community's staff only (the CMS refuses anyone else), lift,
 * shorten, apply everywhere, each server's state, the internal note and the audit log ("Registro").
 */
export function BanActionsPanel({ ban }: { ban: Ban }) {
  const { isStaff } = useSession();
  return isStaff ? <StaffBanActions ban={ban} /> : null;
}
